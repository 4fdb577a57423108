import { useNavigation } from 'react-router';

/**
 * Whether a form with this `intent` (and these hidden fields, when given) is being posted: while it
 * is sent, or with `untilLoaded` also while the page reloads after it.
 */
export function usePendingIntent({ untilLoaded = false }: { untilLoaded?: boolean } = {}) {
  const navigation = useNavigation();
  const pending = untilLoaded ? navigation.state !== 'idle' : navigation.state === 'submitting';
  return (intent: string, fields: Record<string, string | number> = {}) =>
    pending &&
    navigation.formData?.get('intent') === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value));
}
