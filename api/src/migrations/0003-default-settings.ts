import type { Migration } from './types';

export const DEFAULT_WELCOME_MESSAGE =
  "Salut ! Je suis Zak IA, ton coach de transformation physique. Entraînement, nutrition, récupération : pose-moi ta question et on s'y met.";

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    `INSERT INTO site_settings (key, value) VALUES
       ('ia_welcome_message', to_jsonb(CAST($welcome AS text))),
       ('ia_enabled', 'true'::jsonb)
     ON CONFLICT (key) DO NOTHING`,
    { bind: { welcome: DEFAULT_WELCOME_MESSAGE } },
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    "DELETE FROM site_settings WHERE key IN ('ia_welcome_message', 'ia_enabled')",
  );
};
