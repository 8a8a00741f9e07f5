export const buttonVariants = ['default', 'secondary', 'success', 'accent', 'outline', 'ghost', 'link', 'hero'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'xl', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];
