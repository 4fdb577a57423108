import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Container, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { LegalDocument } from '../legal-document';
import classes from './legal-page.module.css';

/**
 * Links in the Markdown are plain anchors: a click on one to another page of ours navigates
 * client-side, as a <Link> would, instead of reloading the app. Modified clicks (new tab), other
 * origins, mailto: and this page's own #anchors keep the browser's behaviour.
 */
function useClientSideLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** The privacy policy and the terms: title, date, introduction, contents, then numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const onClick = useClientSideLinks();
  return (
    <Container size="md" py="xl" onClick={onClick}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{document.title}</Title>
          <Text c="dimmed">Last updated: {document.updated}</Text>
          <div className={classes.prose} dangerouslySetInnerHTML={{ __html: document.introHtml }} />
        </Stack>

        <nav aria-label="Table of contents">
          <Title order={2} size="h4" mb="xs">
            Contents
          </Title>
          <List type="ordered" spacing={4}>
            {document.sections.map(({ id, title }) => (
              <List.Item key={id}>
                <Anchor href={`#${id}`}>{title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        <Divider />

        {document.sections.map(({ id, title, html }, i) => (
          <Stack key={id} component="section" gap="sm" aria-labelledby={id}>
            <Title order={2} id={id} style={{ scrollMarginTop: 80 }}>
              {i + 1}. {title}
            </Title>
            <div className={classes.prose} dangerouslySetInnerHTML={{ __html: html }} />
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
