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

/** A datalist for each catalog of names, named `${prefix}-${catalog}` (profile-companies, offer-titles…). */
export function SuggestionLists({ prefix, lists }: { prefix: string; lists: Record<string, readonly string[]> }) {
  return (
    <>
      {Object.entries(lists).map(([catalog, names]) => (
        <SuggestionList key={catalog} id={`${prefix}-${catalog}`} names={names} />
      ))}
    </>
  );
}
