/** Query keys of the conversation endpoints, shared by the features that read or change them. */
export const conversationKeys = {
  all: ['/api/conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (q: string) => [...conversationKeys.lists(), { q }] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};

export const publicSettingsKey = ['/api/settings/public'] as const;
