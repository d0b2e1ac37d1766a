// Decorative line icons (inline SVG: no icon font, no emoji font needed).
const PATHS = {
  infinity: 'M6 8a4 4 0 1 0 0 8c3 0 9-8 12-8a4 4 0 1 1 0 8c-3 0-9-8-12-8z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  flame: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 0-9z',
  dumbbell: 'M2 12h20M5 8v8M8 6v12M16 6v12M19 8v8',
  meal: 'M4 11h16a8 8 0 0 1-16 0zM9 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4',
  capsule: 'M8.5 3.5a5 5 0 0 1 7 7l-5 5a5 5 0 0 1-7-7zM6 11l7 7',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
