export { Button, ButtonLink, IconButton, buttonStyles } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './button';
