export {
  type FieldError,
  type FormSchema,
  schemaErrors,
  serverFieldErrors,
} from './field-errors';
export { preparing, toNumber } from './prepare';
export { useSchemaForm } from './use-schema-form';
