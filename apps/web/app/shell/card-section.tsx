import type { ReactNode } from 'react';
import blocks from './page-blocks.module.css';

/** A card of a page: a section named by its h2 (`id` links the two), then its content. */
export function CardSection({ id, title, testId, children }: { id: string; title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className={blocks.card} aria-labelledby={id} data-testid={testId}>
      <h2 className={blocks.sectionTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
