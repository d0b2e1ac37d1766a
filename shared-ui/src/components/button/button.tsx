import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** `danger-outline`: a destructive action that sits among others in a row (a table's Supprimer). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

/** Shared look of buttons and button-like links (`<ButtonLink as={Link}>`). */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $block = false }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size = 'md' }) => ({ sm: '32px', md: '44px', lg: '52px' })[$size]};
  padding: 0
    ${({ theme, $size = 'md' }) => ({ sm: theme.space.sm, md: theme.space.lg, lg: theme.space.xl })[$size]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transition.fast},
    border-color ${({ theme }) => theme.transition.fast};
  ${({ theme, $variant = 'primary' }) =>
    ({
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
        &:hover:not(:disabled) {
          background: ${theme.color.primaryHover};
        }
      `,
      secondary: css`
        background: transparent;
        color: ${theme.color.text};
        border-color: ${theme.color.border};
        &:hover:not(:disabled) {
          border-color: ${theme.color.text};
        }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.color.text};
        &:hover:not(:disabled) {
          background: ${theme.color.surfaceRaised};
        }
      `,
      danger: css`
        background: ${theme.color.dangerSolid};
        color: #ffffff;
        &:hover:not(:disabled) {
          filter: brightness(0.9);
        }
      `,
      'danger-outline': css`
        background: transparent;
        color: ${theme.color.danger};
        border-color: ${theme.color.danger};
        &:hover:not(:disabled) {
          background: ${theme.color.surfaceRaised};
        }
      `,
    })[$variant]}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block = false, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...rest} />
  );
});

/** An anchor that looks like a button: `<ButtonLink href=...>` or `<ButtonLink as={Link} to=...>`. */
export const ButtonLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name (icon buttons have no visible text). */
  label: string;
  variant?: ButtonVariant;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', type = 'button', children, ...rest },
  ref,
) {
  return (
    <SquareButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      $size="md"
      $block={false}
      {...rest}
    >
      {children}
    </SquareButton>
  );
});

const SquareButton = styled(StyledButton)`
  padding: 0;
  width: 44px;
  min-width: 44px;
`;
