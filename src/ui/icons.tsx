/**
 * The store's line icons (24×24, stroke = currentColor). Decorative by default: the control that
 * wears one gives the accessible name. Astro pages render them statically, so they cost no JS there.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, fill = false) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" />
  </>,
);
export const BagIcon = icon(
  <>
    <path d="M5 7h14l-1.2 13H6.2z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </>,
);
export const OrdersIcon = icon(
  <>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const UserPlusIcon = icon(
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M2.5 21a7.5 7.5 0 0 1 13.5-4.5M19 14v6M16 17h6" />
  </>,
);
export const LogoutIcon = icon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);
export const WishlistIcon = icon(<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 1 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ChatIcon = icon(<path d="M4 5h16v11H9l-5 4z" />);
export const TruckIcon = icon(
  <>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z" />
    <circle cx="6" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </>,
);
export const MoneyBackIcon = icon(
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 4v4h4" />
    <path d="M14.5 9.5c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.3 5 3.9 0 1.1-1 1.9-2.5 1.9-1.1 0-2-.4-2.6-1.2M12 7v1.3M12 15.8V17" />
  </>,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2" />
  </>,
);
export const CardIcon = icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
export const PauseIcon = icon(<path d="M9 5v14M15 5v14" />);
export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" />);
export const PhoneIcon = icon(<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9S9.5 5.7 12 3z" />
  </>,
);
export const InstagramIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </>,
);
export const FacebookIcon = icon(
  <path d="M14 8.5V7c0-.8.5-1.2 1.2-1.2H17V2.5h-2.7C11.6 2.5 10.3 4.2 10.3 6.8v1.7H7.5v3.3h2.8V21.5H14v-9.7h2.8l.5-3.3z" />,
  true,
);
export const YoutubeIcon = icon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </>,
);
export const TwitterIcon = icon(<path d="M4 4l16 16M20 4 4 20" />);

/** The storefront controls' 20 px icons (cards, cart, product page): same rules, a heavier stroke. */
const small = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const CartIcon = () => (
  <svg {...small}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
  </svg>
);
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...small} fill={filled ? 'currentColor' : 'none'}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 1 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </svg>
);
export const MinusIcon = () => (
  <svg {...small}>
    <path d="M5 12h14" />
  </svg>
);
export const PlusIcon = () => (
  <svg {...small}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const TrashIcon = () => (
  <svg {...small}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);
export const EyeIcon = ({ off = false }: { off?: boolean }) =>
  off ? (
    <svg {...small}>
      <path d="M17.9 17.9A10 10 0 0 1 12 20c-7 0-10-8-10-8a18 18 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 10 8 10 8a18 18 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />
    </svg>
  ) : (
    <svg {...small}>
      <path d="M2 12s3-8 10-8 10 8 10 8-3 8-10 8-10-8-10-8z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
export const ShareIcon = () => (
  <svg {...small}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);
export const QuestionIcon = () => (
  <svg {...small}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </svg>
);
export const CheckIcon = () => (
  <svg {...small}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
