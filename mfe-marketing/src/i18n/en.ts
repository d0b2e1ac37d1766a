import { BRAND_NAME, PRODUCT_NAME } from '../lib/brand';
import type { Messages } from './fr';

const ai = PRODUCT_NAME.en;

export const en: Messages = {
  meta: {
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
    privacy: {
      title: `Privacy policy | ${BRAND_NAME}`,
      description: `What ${BRAND_NAME} stores, why, for how long, and your GDPR rights.`,
    },
    notFound: {
      title: `Page not found | ${BRAND_NAME}`,
      description: 'This page does not exist.',
    },
  },
  common: {
    subscribe: 'Subscribe now',
    subscribeAi: `Subscribe to ${ai}`,
    learnMore: 'Learn more',
    newTab: '(opens in a new tab)',
  },
  home: {
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
          'Access granted by the administrator after subscribing',
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
  },
  info: {
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
      features: [
        'Unlimited questions',
        'Conversation history',
        'Display settings',
        'No commitment',
      ],
      note: 'Once you have subscribed, the administrator activates your AI access.',
    },
    warning: {
      title: 'Health warning',
      text: `${ai} is an educational, non-medical AI for adults only. It does not replace a doctor or a health professional. See a professional before any major change to your diet, training or supplements. Use at your own risk.`,
    },
    finalCta: {
      title: 'Start today',
      text: 'Subscribe, create your account, and the administrator activates your access.',
      account: 'Create my account',
    },
  },
  contact: {
    title: 'Contact us',
    intro: 'A question about coaching or the AI? Pick the channel that suits you.',
    channelsTitle: 'Our channels',
    channels: {
      email: { title: 'Email', text: 'For any detailed request.' },
      instagram: {
        title: 'Instagram',
        text: 'Follow the transformations and send us a direct message.',
      },
      whatsapp: { title: 'WhatsApp', text: 'For a quick answer.' },
    },
    notesTitle: 'Good to know',
    notes: [
      'Answer within 24 h.',
      'Personalised coaching available.',
      'Transformation guaranteed with commitment.',
    ],
    socialTitle: 'Social networks',
    socialText: 'Find our advice, our results and our announcements.',
  },
  auth: {
    backHome: 'Back to home',
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to your personal space',
      submit: 'Sign in',
      pending: 'Signing in...',
      toggle: 'No account yet? Create one',
    },
    register: {
      title: 'Registration',
      subtitle: 'Create your account to get started',
      submit: 'Create my account',
      pending: 'Creating...',
      toggle: 'Already have an account? Sign in',
      notice:
        'AI access requires a paid subscription. After registering, contact the administrator to have your access activated.',
    },
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    errors: {
      usernameRequired: 'Username is required',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters long',
    },
    toasts: {
      loginSuccessTitle: 'Signed in',
      loginSuccessText: `Welcome to ${BRAND_NAME}!`,
      loginErrorTitle: 'Sign-in error',
      loginErrorFallback: 'Incorrect username or password.',
      registerSuccessTitle: 'Account created!',
      registerSuccessFallback: 'You can now sign in.',
      registerErrorTitle: 'Registration error',
      registerErrorFallback: 'Something went wrong.',
    },
  },
  account: {
    loading: 'Loading your space...',
    welcome: 'Welcome,',
    subtitle: 'Your transformation continues.',
    progress: 'Mutation in progress... 75%',
    progressLabel: 'Transformation progress',
    details: {
      title: 'Account details',
      username: 'Username',
      status: 'Status',
      badge: 'Lite',
      memberSince: 'Member since',
      nextDue: 'Next payment',
      none: 'None',
      manage: 'Manage my subscription',
    },
    ai: {
      title: 'AI access',
      limited: 'Limited access - Lite plan',
      active: 'AI access active',
      expires: 'Expires on',
      noExpiry: 'No expiry date',
      upgrade: 'Upgrade to PRO for full follow-up by your coach.',
      noAccess: 'Subscribe, then contact the administrator to activate the AI.',
      launch: 'Launch the AI (Lite version)',
    },
    downloads: {
      title: 'Downloads',
      download: 'Download',
      locked: 'Upgrade to PRO to unlock this guide',
      lockedGuide: 'PRO Supplements Guide',
      pdf: 'PDF',
    },
    orders: {
      title: 'Order history',
      item: 'Zak Coaching LITE',
      price: '€49',
      invoice: 'Request the invoice',
      invoiceSubject: 'Invoice Zak Coaching LITE',
    },
    data: {
      title: 'My data (GDPR)',
      intro: 'Download, change or delete your personal data.',
      export: 'Download my data',
      exporting: 'Preparing...',
      exportDone: 'Your data has been downloaded.',
      exportError: 'Could not download your data.',
      privacyLink: 'Privacy policy',
    },
    password: {
      title: 'Change my password',
      current: 'Current password',
      next: 'New password',
      confirm: 'Confirm the new password',
      submit: 'Change password',
      pending: 'Changing...',
      mismatch: 'The passwords do not match',
      success: 'Password changed. Sign in again with your new password.',
      error: 'Could not change the password',
    },
    deletion: {
      title: 'Delete my account',
      text: 'Your account, your conversations and your messages will be erased for good.',
      password: 'Password to confirm',
      submit: 'Delete my account for good',
      pending: 'Deleting...',
      success: 'Your account has been deleted.',
      error: 'Could not delete the account',
      adminRefused: 'An administrator account cannot be deleted here.',
    },
    logout: 'Log out',
    loggingOut: 'Logging out...',
    errorTitle: 'Error',
    successTitle: 'Success',
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: November 2026',
    sections: [
      {
        title: 'What we store',
        paragraphs: [
          'Your account: username, email address if you give one, password stored only as an argon2id hash, role, AI access status and its expiry date, sign-up and last sign-in dates.',
          'Your conversations with the AI: titles, messages and the number of tokens used.',
          'For administrators: a log of their actions, with the IP address and browser used.',
        ],
      },
      {
        title: 'Why',
        paragraphs: [
          'To identify you, give you access to your space and the AI, keep your conversation history and measure how the service is used. We neither sell nor share your data, and we do no advertising tracking.',
        ],
      },
      {
        title: 'For how long',
        paragraphs: [
          'Your data is kept as long as your account exists. You can delete a conversation at any time, and delete your account from your space: the account, its conversations and its messages are then erased at once.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'The only cookie used is the session cookie, essential for signing in. It expires when you log out or after a period of inactivity. Your language choice is kept in your browser’s local storage and never sent to the server.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'From your member space you can download all your data as JSON, change your password and delete your account. For any other request (correction, objection), write to us: we answer within 24 h.',
        ],
      },
    ],
    contact: 'Contact us',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    explanation: 'This page does not exist or has moved.',
    home: 'Back to home',
  },
};
