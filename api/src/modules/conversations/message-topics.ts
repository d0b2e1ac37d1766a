/**
 * The subject of a member's message to the AI coach, stored with it for the coach desk's AI use by
 * topic (issue 36). The detector belongs to the coach's module, which reads the conversations:
 * importing it here would be an import circle, so app start hands it in (`classifyMessagesWith`).
 * Without one (a script, a test that builds no app), messages are stored without a topic and the
 * desk's job classifies them later.
 */
export type MessageClassifier = (content: string) => string;

let classifier: MessageClassifier | undefined;

/** Sets the classifier the writes of members' messages use (app start). */
export function classifyMessagesWith(classify: MessageClassifier | undefined): void {
  classifier = classify;
}

/** The topic a member's message is stored with; null for the AI's answers or with no classifier. */
export function topicOf(type: 'user' | 'ai', content: string): string | null {
  return type === 'user' && classifier ? classifier(content) : null;
}
