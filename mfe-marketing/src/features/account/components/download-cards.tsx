import styled from 'styled-components';
import { Button, CardTitle, VisuallyHidden, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { brand } from '../../../lib/brand';
import { formatFileSize } from '../../../lib/format';
import { guideDownloads } from '../lib/guides';
import { FullCard } from './account-cards';

/** The two built guides (true sizes) and the locked PRO guide. */
export function DownloadsCard() {
  const t = useT();
  const { lang } = useLanguage();
  const d = t.account.downloads;
  return (
    <FullCard as="article" aria-labelledby="account-downloads-title">
      <CardTitle as="h2" id="account-downloads-title">
        {d.title}
      </CardTitle>
      <Files>
        {guideDownloads(lang).map((guide) => (
          <li key={guide.id}>
            <div>
              <strong>{guide.title}</strong>
              <Meta>
                {d.pdf} · {formatFileSize(guide.bytes, lang)}
              </Meta>
            </div>
            <a href={guide.url} download={guide.fileName} type="application/pdf">
              {d.download}
              <VisuallyHidden> {guide.title}</VisuallyHidden>
            </a>
          </li>
        ))}
        <li>
          <div>
            <strong>{d.lockedGuide}</strong>
            <Meta id="account-locked-guide">{d.locked}</Meta>
          </div>
          <Button size="sm" variant="secondary" disabled aria-describedby="account-locked-guide">
            {d.download}
          </Button>
        </li>
      </Files>
    </FullCard>
  );
}

/** One past order (LITE, 49€) with an invoice request by email. */
export function OrdersCard() {
  const t = useT();
  const o = t.account.orders;
  const invoiceHref = `${brand.contact.emailHref}?subject=${encodeURIComponent(o.invoiceSubject)}`;
  return (
    <FullCard as="article" aria-labelledby="account-orders-title">
      <CardTitle as="h2" id="account-orders-title">
        {o.title}
      </CardTitle>
      <Files>
        <li>
          <div>
            <strong>{o.item}</strong>
            <Meta>{o.price}</Meta>
          </div>
          <a href={invoiceHref}>{o.invoice}</a>
        </li>
      </Files>
    </FullCard>
  );
}

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    white-space: nowrap;
  }
`;
const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
