import type { DictionaryShape } from 'shared-ui';
import { BRAND_NAME, PRODUCT_NAME } from '../../lib/brand';
import type { meta as source } from '../fr/meta';

const ai = PRODUCT_NAME.en;

export const meta: DictionaryShape<typeof source> = {
  home: {
    title: `${BRAND_NAME} | Bodybuilding coaching and unfiltered AI`,
    description: `${ai}: the uncensored bodybuilding AI coach for extreme physique transformation. LITE and PRO human coaching, answers within 24 h.`,
  },
  info: {
    title: `${ai} | Features and pricing at €4.99/month`,
    description: `Discover ${ai}: how it compares with a general-purpose chatbot, six key features, a €4.99 monthly subscription with no commitment.`,
  },
  contact: {
    title: `Contact | ${BRAND_NAME}`,
    description: `Reach ${BRAND_NAME} by email, Instagram or WhatsApp. Answers within 24 h, personalised coaching available.`,
  },
  auth: {
    title: `Sign in and register | ${BRAND_NAME}`,
    description: `Sign in to your ${BRAND_NAME} space or create your account to reach your guides and ${ai}.`,
  },
  account: {
    title: `My account | ${BRAND_NAME}`,
    description: `Your ${BRAND_NAME} member space: account, AI access, guides, orders and personal data.`,
  },
  memberHome: {
    title: `Member home | ${BRAND_NAME}`,
    description: `Your ${BRAND_NAME} day: planned session, check-in, weight average, access and the coach's last answer.`,
  },
  progress: {
    title: `Progress | ${BRAND_NAME}`,
    description: `Your ${BRAND_NAME} weight, measurements and weekly check-ins.`,
  },
  privacy: {
    title: `Privacy policy | ${BRAND_NAME}`,
    description: `What ${BRAND_NAME} stores, why, for how long, and your GDPR rights.`,
  },
  legalNotice: {
    title: `Legal notice | ${BRAND_NAME}`,
    description: `Publisher, host and legal information of the ${BRAND_NAME} site.`,
  },
  terms: {
    title: `Terms and conditions | ${BRAND_NAME}`,
    description: `Terms of sale and use of ${BRAND_NAME} and ${ai}.`,
  },
  notFound: {
    title: `Page not found | ${BRAND_NAME}`,
    description: 'This page does not exist.',
  },
};
