import type { DictionaryShape } from 'shared-ui';
import { PRODUCT_NAME } from '../../lib/brand';
import type { info as source } from '../fr/info';

const ai = PRODUCT_NAME.en;

export const info: DictionaryShape<typeof source> = {
  splash: `Initialising ${ai}...`,
  hero: {
    badge: 'Bodybuilding AI coach',
    title: `${ai}, the coach that tells it like it is`,
    text: 'An AI specialised in bodybuilding and physique transformation, without the refusals and generalities of a general-purpose chatbot.',
  },
  comparison: {
    title: `${ai} versus a general-purpose chatbot`,
    caption: `Comparison between ${ai} and a general-purpose chatbot`,
    feature: 'Criterion',
    ours: ai,
    theirs: 'General-purpose chatbot',
    yes: 'Yes',
    no: 'No',
    partial: 'Partly',
    rows: [
      { label: 'Specialised in bodybuilding and sports nutrition', ours: 'yes', theirs: 'no' },
      { label: 'Direct, uncensored answers', ours: 'yes', theirs: 'no' },
      { label: 'Programmes and plans with real numbers', ours: 'yes', theirs: 'partial' },
      { label: 'Knowledge of supplements and their doses', ours: 'yes', theirs: 'partial' },
      { label: 'History and export of your conversations', ours: 'yes', theirs: 'yes' },
      { label: 'Advice for fitness YouTube and TikTok creators', ours: 'yes', theirs: 'no' },
    ],
  },
  features: {
    title: 'Six key features',
    cards: [
      {
        title: 'Tailored programmes',
        text: 'Complete cycles for your level, your equipment and your schedule.',
      },
      {
        title: 'Calculated nutrition',
        text: 'Calories, macros and menus adjusted for bulking or cutting.',
      },
      {
        title: 'Legal stacks and supplements',
        text: 'What is effective, the doses, the interactions to know.',
      },
      {
        title: 'Sleep and recovery',
        text: 'Concrete routines to recover better between sessions.',
      },
      {
        title: 'Content creation',
        text: 'Ideas and content plans for fitness YouTube and TikTok.',
      },
      {
        title: 'History and export',
        text: 'Find your conversations and export them in one click.',
      },
    ],
  },
  price: {
    title: 'One price, everything included',
    name: `${ai} subscription`,
    amount: '€4.99',
    period: 'per month',
    features: ['Unlimited questions', 'Conversation history', 'Display settings', 'No commitment'],
    note: 'The AI turns on as soon as the payment is received, on the account you subscribe from.',
  },
  warning: {
    title: 'Health warning',
    text: `${ai} is an educational, non-medical AI for adults only. It does not replace a doctor or a health professional. See a professional before any major change to your diet, training or supplements. Use at your own risk.`,
  },
  finalCta: {
    title: 'Start today',
    text: 'Create your account and subscribe from your member area: the AI turns on as soon as the payment is received.',
    account: 'Create my account',
  },
};
