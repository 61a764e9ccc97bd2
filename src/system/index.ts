export { Container } from './Container';
export { Section } from './Section';
export { Grid } from './Grid';
export { VisuallyHidden } from './VisuallyHidden';
export { button, type ButtonVariants } from './button.css';
export { card, cardText, cardTitle } from './card.css';
export { Cluster } from './Cluster';
export { eyebrow, priceFigure } from './typography.css';
