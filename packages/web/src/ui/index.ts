export { Button, ButtonLink, buttonClasses } from './button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './button';
export { Card, CardTitle } from './card';
export { Spinner } from './spinner';
export { PageTitle } from './page-title';
export { Page } from './page';
export { Message } from './message';
export type { MessageTone } from './message';
export { cx } from './cx';
