export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { clampQuantity, type QuantityBounds } from './quantity';
