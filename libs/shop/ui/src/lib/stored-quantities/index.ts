export { useStoredQuantities, type StoredQuantities } from './use-stored-quantities';
