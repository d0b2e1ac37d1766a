import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactTeaser } from './contact-teaser';
import { CapabilitiesSection, WhySection } from './feature-cards';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { InterfacePreview } from './interface-preview';

/** "/": the six sections of the spec, in order. */
export function HomePage() {
  const t = useT();
  usePageMeta(t.meta.home);
  return (
    <>
      <Hero />
      <WhySection />
      <CapabilitiesSection />
      <InterfacePreview />
      <FinalCta />
      <ContactTeaser />
    </>
  );
}
