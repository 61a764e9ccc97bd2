import { iconPaths, type IconName } from '../../assets/iconPaths.ts';

/** The icons this component can draw; content names them by these keys. */

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
  readonly filled?: boolean;
  readonly size?: number;
}

export function Icon({ name, className, filled = false, size = 24 }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
