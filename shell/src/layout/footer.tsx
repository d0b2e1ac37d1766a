import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, brand } from 'shared-ui';
import { useT } from '../i18n';

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
`;
const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 2fr 1fr 1fr;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  a {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;
const Socials = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    width: 44px;
    height: 44px;
    align-items: center;
    justify-content: center;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 50%;
    color: ${({ theme }) => theme.color.text};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;
const Warning = styled.aside`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Bottom = styled.p`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/**
 * Instagram's glyph is three outlines (rounded square, lens, flash dot): drawn as strokes. As one
 * filled path its outer square had no inner edge, so the whole square was painted (a blank tile).
 */
function InstagramIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon="instagram"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
      </g>
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1-5.8 3.1z',
  discord:
    'M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.6 0L8.6 3a19.7 19.7 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18.1a19.9 19.9 0 0 0 6 3l1.3-2.1a12.9 12.9 0 0 1-2-1l.5-.4a14.2 14.2 0 0 0 12.2 0l.5.4-2 1 1.3 2.1a19.8 19.8 0 0 0 6-3c.5-5.2-.9-9.7-3.6-13.7zM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z',
};

/** The public footer: blurb, useful links, social icons, copyright and the health warning. */
export function Footer() {
  const t = useT();
  return (
    <Foot>
      <Grid>
        <div data-footer-blurb>
          <Heading as="p">{brand.name}</Heading>
          <Muted>{t.footer.blurb}</Muted>
        </div>
        <nav aria-labelledby="footer-links">
          <Heading id="footer-links">{t.footer.usefulLinks}</Heading>
          <List>
            <li>
              <Link to={ROUTES.legalNotice}>{t.footer.legal}</Link>
            </li>
            <li>
              <Link to={ROUTES.terms}>{t.footer.terms}</Link>
            </li>
            <li>
              <Link to={ROUTES.privacy}>{t.footer.privacy}</Link>
            </li>
          </List>
        </nav>
        <div>
          <Heading id="footer-social">{t.footer.social}</Heading>
          <Socials aria-labelledby="footer-social">
            <li>
              <a
                href={brand.contact.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href={brand.contact.youtube}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="YouTube"
              >
                <Icon path={ICONS.youtube} />
              </a>
            </li>
            <li>
              <a
                href={brand.contact.discord}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Discord"
              >
                <Icon path={ICONS.discord} />
              </a>
            </li>
          </Socials>
        </div>
      </Grid>
      <Warning aria-labelledby="footer-warning">
        <strong id="footer-warning">{t.footer.warningTitle}</strong> {t.footer.warning}
      </Warning>
      <Bottom>{t.footer.copyright(brand.copyrightYear, brand.name)}</Bottom>
    </Foot>
  );
}
