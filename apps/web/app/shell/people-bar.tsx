import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import bars from './bars.module.css';

/** The top of a bars.module.css row counting people: its name, how many, and its bar, `width` % long. */
export function PeopleBar({ name, people, width }: { name: ReactNode; people: number; width: number }) {
  return (
    <>
      <div className={bars.head}>
        {name}
        <span className={bars.value}>
          {people}{' '}
          <Text span fz="xs" c="dimmed">
            people
          </Text>
        </span>
      </div>
      <div className={bars.track} aria-hidden="true">
        <span className={bars.fill} style={{ width: `${width}%` }} />
      </div>
    </>
  );
}
