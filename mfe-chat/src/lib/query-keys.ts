/** Query keys of the conversation endpoints, shared by the features that read or change them. */
export const conversationKeys = {
  all: ['/api/conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (q: string) => [...conversationKeys.lists(), { q }] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};

/** The public settings per screen language: the server answers the welcome message in it. */
export const publicSettingsKey = (lang: 'fr' | 'en') => ['/api/settings/public', lang] as const;
