import { useState } from 'react';
import type { Profile } from '../../../../../shared/search/results.ts';
import { ProfileCard } from './profile-card.tsx';

export interface ProfileGridProps {
  profiles: Profile[];
  limited: boolean;
  signInHref: string;
}

/** The result cards, one, two or three to a row by width. At most one card is open at a time. */
export function ProfileGrid({ profiles, limited, signInHref }: ProfileGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Profiles">
      {profiles.map((profile) => (
        <li key={profile.id}>
          <ProfileCard
            profile={profile}
            limited={limited}
            signInHref={signInHref}
            expanded={openId === profile.id}
            onToggle={() => setOpenId((current) => (current === profile.id ? null : profile.id))}
          />
        </li>
      ))}
    </ul>
  );
}
