// The icons drawn on the first screen of any page (the offline notice, the update prompt) and of
// the landing (the install button), as plain SVG: importing them from lucide-react put its icon
// runtime (~1.7 KB gzip) in the landing's first load and the landing over its 150 KB budget
// (issue 23); every other screen loads lucide with its own code. The paths are lucide's (ISC licence),
// drawn with lucide's default attributes, so they look the same as every other icon.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 24, paths, children, ...rest }: IconProps & { paths: readonly string[]; children?: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const REFRESH_CW = ['M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8', 'M21 3v5h-5', 'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16', 'M8 16H3v5'];
const WIFI_OFF = [
  'M12 20h.01',
  'M8.5 16.429a5 5 0 0 1 7 0',
  'M5 12.859a10 10 0 0 1 5.17-2.69',
  'M19 12.859a10 10 0 0 0-2.007-1.523',
  'M2 8.82a15 15 0 0 1 4.177-2.643',
  'M22 8.82a15 15 0 0 0-11.288-3.764',
  'm2 2 20 20',
];

export const RefreshCwIcon = (props: IconProps) => <Icon paths={REFRESH_CW} {...props} />;
export const WifiOffIcon = (props: IconProps) => <Icon paths={WIFI_OFF} {...props} />;
export const SmartphoneIcon = (props: IconProps) => (
  <Icon paths={['M12 18h.01']} {...props}>
    <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
  </Icon>
);
