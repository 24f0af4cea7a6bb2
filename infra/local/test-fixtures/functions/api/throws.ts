export async function handler(): Promise<never> {
  throw new Error('Stand-in failure');
}
