import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Card, CardTitle } from 'shared-ui';
import { useT } from '../../../i18n';
import { brand } from '../../../lib/brand';
import { ExternalLink } from '../../../lib/external-link';
import { Container, Grid, Muted, Section } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';

export const SOCIAL_ANCHOR = 'social';

/** /contact: email, Instagram and WhatsApp, the notes, and the #social section. */
export function ContactPage() {
  const t = useT();
  const c = t.contact;
  usePageMeta(t.meta.contact);
  const { hash } = useLocation();

  // The page arrives after the browser's own anchor jump (the remote loads later): scroll here.
  useEffect(() => {
    if (hash === `#${SOCIAL_ANCHOR}`) {
      document.getElementById(SOCIAL_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [hash]);

  const channels = [
    { key: 'email', href: brand.contact.emailHref, label: brand.contact.email, external: false },
    {
      key: 'instagram',
      href: brand.contact.instagram,
      label: `@${new URL(brand.contact.instagram).pathname.replace(/\//g, '')}`,
      external: true,
    },
    { key: 'whatsapp', href: brand.contact.whatsapp, label: 'WhatsApp', external: true },
  ] as const;

  return (
    <Section>
      <Container>
        <Title>{c.title}</Title>
        <Intro>{c.intro}</Intro>
        <h2>{c.channelsTitle}</h2>
        <Grid $min="240px">
          {channels.map((channel) => (
            <li key={channel.key}>
              <Card as="article">
                <CardTitle>{c.channels[channel.key].title}</CardTitle>
                <Muted>{c.channels[channel.key].text}</Muted>
                <ChannelLink>
                  {channel.external ? (
                    <ExternalLink href={channel.href}>{channel.label}</ExternalLink>
                  ) : (
                    <a href={channel.href}>{channel.label}</a>
                  )}
                </ChannelLink>
              </Card>
            </li>
          ))}
        </Grid>
        <Notes aria-labelledby="contact-notes-title">
          <h2 id="contact-notes-title">{c.notesTitle}</h2>
          <ul>
            {c.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Notes>
        <Social id={SOCIAL_ANCHOR} aria-labelledby="contact-social-title" tabIndex={-1}>
          <h2 id="contact-social-title">{c.socialTitle}</h2>
          <Muted>{c.socialText}</Muted>
          <SocialList>
            <li>
              <ExternalLink href={brand.contact.instagram}>Instagram</ExternalLink>
            </li>
            <li>
              <ExternalLink href={brand.contact.youtube}>YouTube</ExternalLink>
            </li>
            <li>
              <ExternalLink href={brand.contact.discord}>Discord</ExternalLink>
            </li>
          </SocialList>
        </Social>
      </Container>
    </Section>
  );
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.display};
`;
const Intro = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const ChannelLink = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    word-break: break-all;
  }
`;
const Notes = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;
const Social = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space.md});
  &:focus {
    outline: none;
  }
`;
const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
