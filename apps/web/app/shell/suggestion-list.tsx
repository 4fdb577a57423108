/** A datalist of names a text field suggests (`list` or Mantine's `datalist` names it by `id`). */
export function SuggestionList({ id, names }: { id: string; names: readonly string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
