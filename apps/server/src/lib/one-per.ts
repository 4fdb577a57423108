/**
 * One value per key object, made from it on first use and kept as long as the key lives (a
 * WeakMap): a prepared query or a cache per database, a writer per app's dependencies. Tests open
 * many databases and apps in one process; each gets its own.
 */
export function onePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}
