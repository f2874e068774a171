export {
  type FieldError,
  type FormSchema,
  fieldMessage,
  schemaErrors,
  serverFieldErrors,
} from './field-errors';
export { preparing, toNumber } from './prepare';
export { useSchemaForm } from './use-schema-form';
