import { AppError } from '../../platform/app-error';

/** Provider failures as the API reports them: `{ message }` with 502, 503 or 504, never a stack. */
export const aiTimeout = () =>
  new AppError(504, 'AI_TIMEOUT', {
    fr: "L'IA met trop de temps à répondre. Réessayez dans un instant.",
    en: 'The AI took too long to answer. Please try again in a moment.',
  });

export const aiUnavailable = () =>
  new AppError(503, 'AI_UNAVAILABLE', {
    fr: "Le service d'IA est momentanément indisponible ou saturé. Réessayez dans un instant.",
    en: 'The AI service is temporarily unavailable or overloaded. Please try again in a moment.',
  });

export const aiBadGateway = () =>
  new AppError(502, 'AI_PROVIDER_ERROR', {
    fr: "Le service d'IA a renvoyé une réponse invalide. Réessayez.",
    en: 'The AI service returned an invalid answer. Please try again.',
  });

export const aiRateLimited = () =>
  new AppError(429, 'AI_RATE_LIMITED', {
    fr: "Trop de messages envoyés à l'IA. Patientez une minute avant de réessayer.",
    en: 'Too many messages sent to the AI. Please wait a minute before trying again.',
  });
