/**
 * What a refused form is told beyond its fields, inside the form (`useSchemaForm`'s `problem`):
 * read out at once, and in sight where a toast would be hidden behind a dialog.
 */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}
