import type { Language } from '../types';
import { heading, list, note, paragraph, type Block } from './document';
import { translator } from './text';

/**
 * A firm refusal for performance-enhancing drugs: the risks and a pointer to a doctor, never a
 * protocol, product, cycle or dose.
 */
export function refusalAnswer(language: Language): Block[] {
  const t = translator(language);
  return [
    paragraph(
      t(
        '**Je ne peux pas t’aider avec ça.** Je ne donne aucun protocole, cycle, dosage ni conseil d’utilisation pour les stéroïdes anabolisants, SARMs, prohormones, insuline, clenbuterol, hormone de croissance ou autres produits dopants. C’est non négociable : ces produits sont dangereux pour la santé et, pour la plupart, illégaux sans prescription.',
        '**I can’t help with that.** I give no protocol, cycle, dosage or usage advice for anabolic steroids, SARMs, prohormones, insulin, clenbuterol, growth hormone or other performance-enhancing drugs. This is not negotiable: these substances are dangerous to your health and, for most of them, illegal without a prescription.',
      ),
    ),
    heading(t('Les risques réels', 'The real risks')),
    list([
      t(
        'Cœur et vaisseaux : hypertension, mauvais cholestérol, épaississement du cœur, infarctus et AVC, même chez les jeunes.',
        'Heart and blood vessels: high blood pressure, bad cholesterol, thickened heart muscle, heart attack and stroke, even in young people.',
      ),
      t(
        'Hormones : arrêt de ta production naturelle de testostérone, infertilité, gynécomastie, parfois irréversibles.',
        'Hormones: your natural testosterone production shuts down, infertility, gynaecomastia, sometimes irreversible.',
      ),
      t(
        'Foie et reins : toxicité, surtout pour les produits oraux.',
        'Liver and kidneys: toxicity, especially with oral compounds.',
      ),
      t(
        'Insuline et clenbuterol : hypoglycémie sévère, coma, troubles du rythme cardiaque, mort subite.',
        'Insulin and clenbuterol: severe hypoglycaemia, coma, heart rhythm disorders, sudden death.',
      ),
      t(
        'Psychisme : irritabilité, dépression, dépendance ; et des produits du marché noir souvent mal dosés ou contaminés.',
        'Mind: irritability, depression, dependence; and black-market products that are often mislabelled or contaminated.',
      ),
    ]),
    heading(t('Ce que je te conseille', 'What I recommend')),
    list([
      t(
        'Parles-en à un médecin (généraliste, endocrinologue ou médecin du sport) : il est tenu au secret médical, surtout si tu en prends déjà ou envisages d’arrêter.',
        'Talk to a doctor (GP, endocrinologist or sports physician): they are bound by confidentiality, especially if you already use something or plan to stop.',
      ),
      t(
        'En cas de douleur thoracique, palpitations, malaise ou confusion : appelle le 15 ou le 112 immédiatement.',
        'In case of chest pain, palpitations, fainting or confusion: call emergency services (112 in Europe) immediately.',
      ),
      t(
        'Pour progresser sans risque, je peux te faire un programme d’entraînement, un plan nutritionnel précis et un stack de compléments légaux (créatine, caféine, protéines).',
        'To progress safely, I can build you a training programme, a precise nutrition plan and a legal supplement stack (creatine, caffeine, protein).',
      ),
    ]),
    note(
      t(
        'Zak IA est un outil éducatif, pas un avis médical.',
        'Zak AI is an educational tool, not medical advice.',
      ),
    ),
  ];
}

/**
 * Prescription weight-loss drugs (semaglutide, tirzepatide...): no use, dose or stopping advice;
 * the doctor who prescribes them decides, and the coach offers what it can do beside them.
 */
export function prescriptionAnswer(language: Language): Block[] {
  const t = translator(language);
  return [
    paragraph(
      t(
        '**Je ne peux pas t’aider avec ça.** Le sémaglutide (Ozempic, Wegovy), le tirzépatide (Mounjaro) et les autres médicaments de perte de poids sont des médicaments sur ordonnance : les prendre, leur dose et leur arrêt se décident avec le médecin qui te les prescrit et te suit. Je ne donne aucun dosage ni protocole, et ce ne sont pas des aides pour sécher plus vite.',
        '**I can’t help with that.** Semaglutide (Ozempic, Wegovy), tirzepatide (Mounjaro) and the other weight-loss drugs are prescription medicines: whether to take them, their dose and when to stop are decided with the doctor who prescribes them and follows you. I give no dose or protocol, and they are not a shortcut for a faster cut.',
      ),
    ),
    list([
      t(
        'Parles-en à ton médecin : effets indésirables (digestifs, pancréas, vésicule), perte de muscle si les protéines et l’entraînement ne suivent pas.',
        'Talk to your doctor: side effects (digestive, pancreas, gallbladder), and muscle loss when protein and training do not keep up.',
      ),
      t(
        'De mon côté, je peux te calculer tes calories et tes protéines, et te faire un programme de musculation qui protège ton muscle pendant la perte de poids.',
        'On my side, I can work out your calories and protein and build you a strength programme that protects your muscle while you lose weight.',
      ),
    ]),
    note(
      t(
        'Zak IA est un outil éducatif, pas un avis médical.',
        'Zak AI is an educational tool, not medical advice.',
      ),
    ),
  ];
}
