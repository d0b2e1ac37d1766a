import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ButtonLink, useCurrentUser, VisuallyHidden } from 'shared-ui';
import { useT } from '../i18n';
import { shopUrl } from './brand';

type Variant = 'primary' | 'secondary' | 'ghost';

interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {t.common.newTab}</VisuallyHidden>
    </a>
  );
}

/**
 * Every subscribe button: the external shop page (runtime config SHOP_URL) in a new tab. For a
 * signed-in member the link carries their signed member reference (the API's `subscribeUrl`), so
 * the payment grants their access by itself (README "Payments").
 */
export function ShopButton({
  children,
  variant = 'primary',
  size = 'md',
}: {
  children: ReactNode;
  variant?: Variant;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const { user } = useCurrentUser();
  return (
    <ButtonLink
      href={user?.subscribeUrl ?? shopUrl()}
      target="_blank"
      rel="noopener noreferrer"
      $variant={variant}
      $size={size}
      data-shop-link=""
    >
      {children}
      <VisuallyHidden> {t.common.newTab}</VisuallyHidden>
    </ButtonLink>
  );
}
