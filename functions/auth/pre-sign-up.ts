import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito pre-sign-up trigger. Every sign-up is confirmed at once, so the user lands on /account signed in; the
 * front end then asks Cognito to send the email verification code. A Google sign-up's email is already verified
 * by Google.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  if (event.triggerSource === 'PreSignUp_ExternalProvider') event.response.autoVerifyEmail = true;
  return event;
};
