import { useState, type ComponentProps } from 'react';

/** A logo picture that removes itself when it fails to load, rather than showing a broken image. */
export function LogoImage({ onError, ...props }: ComponentProps<'img'>) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      {...props}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
