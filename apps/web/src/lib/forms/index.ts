export {
  type FieldError,
  type FieldErrors,
  type FormSchema,
  schemaErrors,
  serverFieldErrors,
  withConfirmation,
} from './field-errors';
export { useSchemaForm } from './use-schema-form';
