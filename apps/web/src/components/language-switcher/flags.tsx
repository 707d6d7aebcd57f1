// Flags drawn inline (no emoji: they render as letters on Windows, and differ per platform).
// English uses the United Kingdom's flag — see docs/decisions/010-i18n-fallback.md.
// The switcher shows them as discs, so each is cropped to its centre (slice).
import type { Language } from '@vitrina/contracts';
import { useId, type ReactElement } from 'react';

function Spain() {
  return (
    <svg viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </svg>
  );
}

/** The Union Flag with its counterchanged red saltire (geometry of the 1:2 official drawing). */
function UnitedKingdom() {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <clipPath id={`${id}-s`}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={`${id}-t`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${id}-s)`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#FFFFFF" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#FFFFFF" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

function France() {
  return (
    <svg viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="20" height="40" fill="#002654" />
      <rect x="20" width="20" height="40" fill="#FFFFFF" />
      <rect x="40" width="20" height="40" fill="#CE1126" />
    </svg>
  );
}

const FLAGS: Record<Language, () => ReactElement> = { es: Spain, en: UnitedKingdom, fr: France };

export function Flag({ language }: { language: Language }) {
  const Drawing = FLAGS[language];
  return <Drawing />;
}
