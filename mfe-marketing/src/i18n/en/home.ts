import type { DictionaryShape } from 'shared-ui';
import { BRAND_NAME, PRODUCT_NAME } from '../../lib/brand';
import type { home as source } from '../fr/home';

const ai = PRODUCT_NAME.en;

export const home: DictionaryShape<typeof source> = {
  hero: {
    eyebrow: `${BRAND_NAME} presents`,
    title: `${ai}: the uncensored AI for extreme transformation`,
    tagline:
      'Training, nutrition, contest prep: straight, unfiltered answers from an AI shaped by 15 years of professional bodybuilding experience.',
  },
  why: {
    title: `Why ${ai}?`,
    cards: [
      {
        title: 'Unlimited AI',
        text: 'Ask as many questions as you like, 24/7, with no quota and no waiting.',
      },
      {
        title: 'Instant analysis',
        text: 'Programme, meals, progress: a precise analysis in seconds.',
      },
      {
        title: 'Extreme results',
        text: 'Strategies built for physique transformation, not for the general public.',
      },
    ],
  },
  capabilities: {
    title: 'What the AI does for you',
    cards: [
      {
        title: 'Training programmes',
        text: 'Split, volume and intensity matched to your level.',
      },
      { title: 'Nutrition plans', text: 'Macros, calories and meals calculated for your goal.' },
      { title: 'Legal supplements', text: 'What works, the doses, and what to avoid.' },
      { title: 'Recovery and sleep', text: 'Optimise your rest to progress faster.' },
    ],
    seeAll: 'See all features',
  },
  preview: {
    title: 'A look at the interface',
    caption: 'Sample conversation',
    userLabel: 'You',
    aiLabel: ai,
    userMessage: 'I weigh 80 kg and want to cut without losing muscle. Where do I start?',
    aiMessage:
      'A moderate deficit of 300 to 500 kcal, 2 g of protein per kg, keep lifting heavy and walk 8,000 steps a day. We adjust every week from your average weight.',
    cta: 'Access AI now',
  },
  offers: {
    title: 'Our offers',
    popular: 'POPULAR',
    ai: {
      name: ai,
      price: '€4.99',
      period: '/month',
      features: [
        'Unlimited access to the AI assistant',
        'Conversation history and export',
        'Access turned on as soon as the payment is received',
      ],
      cta: 'Subscribe',
    },
    lite: {
      name: 'LITE coaching',
      price: '€49',
      period: 'one-time payment',
      features: [
        'Personalised diet plan',
        'Personalised training programme',
        'Delivered within 24 h',
        'No follow-up',
      ],
      cta: 'Order LITE',
    },
    pro: {
      name: 'PRO coaching',
      price: '€129',
      period: '/month',
      features: [
        'Diet and training',
        'Discord follow-up (PRO members only)',
        'Adjustments according to your progress or a medical condition',
      ],
      cta: 'Join PRO',
    },
  },
  cta: {
    title: 'Ready to transform your physique?',
    text: 'Join the members who train with an AI that does not beat around the bush.',
    stats: [
      { value: '24/7', label: 'Availability' },
      { value: '100%', label: 'Uncensored' },
      { value: '∞', label: 'Questions' },
    ],
  },
  claims: {
    title: 'A coach who knows the game',
    items: [
      { value: '15 years', label: 'of professional bodybuilding experience' },
      { value: '2-4 h', label: 'average response time for human coaching' },
      { value: '24 h', label: 'to answer your message' },
    ],
  },
  contact: {
    title: 'A question?',
    text: 'Write to us or follow us on social media: answers within 24 h.',
    contactLink: 'Contact us',
    socialLink: 'Our social networks',
  },
};
