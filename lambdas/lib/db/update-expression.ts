// The UpdateExpression that SETs the given fields and REMOVEs the undefined
// ones, shared by the plain update (items.ts) and the transactional one
// (update-item.ts). Names and values go into the maps passed in, as #f0/:v0…,
// beside whatever the caller's condition already put there.

export function setOrRemove(fields: Record<string, unknown>, names: Record<string, string>, values: Record<string, unknown>): string {
  const set: string[] = [];
  const remove: string[] = [];
  Object.entries(fields).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    if (value === undefined) {
      remove.push(`#f${i}`);
    } else {
      values[`:v${i}`] = value;
      set.push(`#f${i} = :v${i}`);
    }
  });
  return [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean).join(' ');
}
