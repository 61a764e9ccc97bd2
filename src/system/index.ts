export { Container } from './Container.tsx';
export { Section } from './Section.tsx';
export { Grid } from './Grid.tsx';
export { VisuallyHidden } from './VisuallyHidden.tsx';
export { button, type ButtonVariants } from './button.css.ts';
export { card, cardText, cardTitle } from './card.css.ts';
export { Cluster } from './Cluster.tsx';
export { eyebrow, priceFigure } from './typography.css.ts';
export { focusTarget, ownClickAction } from './focusTarget.ts';
