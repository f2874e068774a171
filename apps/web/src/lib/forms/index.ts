export {
  type FieldError,
  type FieldErrors,
  type FormSchema,
  fieldMessage,
  type Issue,
  schemaErrors,
  serverFieldErrors,
} from './field-errors';
export { preparing, toNumber } from './prepare';
export { useSchemaForm } from './use-schema-form';
