// The demo developments' page copy in es, en and fr (issue 21: copy is data). Playa del Carmen's
// is the text the web app's locale files showed before (lead, a blank line, then the body), with
// the figures written as the page wrote them in each language (Intl.NumberFormat: 5000, 5,000,
// 5 000 with a narrow no-break space), so an upgraded install reads exactly as before.
import type { StoredPages } from '../db/schema';

export const PLAYA_DEL_CARMEN_PAGES = {
  project: {
    es: "Conozca nuestros desarrollos.\n\nPlaya del Carmen ya está en venta; Miami llegará muy pronto.",
    en: "Discover our developments.\n\nPlaya del Carmen is on sale now; Miami is coming very soon.",
    fr: "Découvrez nos projets.\n\nPlaya del Carmen est en vente ; Miami arrive très bientôt.",
  },
  architecture: {
    es: "Líneas limpias, materiales naturales y luz caribeña en cada nivel.\n\nEl edificio se abre al paisaje con terrazas profundas, celosías de madera y piedra local que mantienen los interiores frescos y serenos durante todo el año.",
    en: "Clean lines, natural materials and Caribbean light on every level.\n\nThe building opens to the landscape with deep terraces, wooden lattices and local stone that keep the interiors cool and calm all year round.",
    fr: "Des lignes épurées, des matériaux naturels et la lumière des Caraïbes à chaque niveau.\n\nLe bâtiment s'ouvre sur le paysage avec de profondes terrasses, des claustras en bois et de la pierre locale qui gardent les intérieurs frais et sereins toute l'année.",
  },
  detail: {
    es: "Un desarrollo boutique en el corazón de Playa del Carmen.\n\n81 departamentos en 7 niveles, desde estudios de 35 m² hasta penthouses de 106 m², sobre un terreno de aproximadamente 754 m². El catálogo de equipamiento reúne más de 5000 productos de marca.",
    en: "A boutique development in the heart of Playa del Carmen.\n\n81 apartments on 7 levels, from 35 m² studios up to 106 m² penthouses, on a plot of about 754 m². The furnishing catalogue brings together over 5,000 branded products.",
    fr: "Un projet boutique au cœur de Playa del Carmen.\n\n81 appartements sur 7 niveaux, des studios de 35 m² aux penthouses de 106 m², sur un terrain d'environ 754 m². Le catalogue d'équipement réunit plus de 5\u202f000 produits de marque.",
  },
  amenities: {
    es: "Espacios pensados para descansar, convivir y rentar con éxito.\n\nAlberca en la azotea con vista al mar, gimnasio equipado, áreas de trabajo compartido, recepción y servicio de administración para rentas de corta estancia.",
    en: "Spaces designed to rest, meet and rent successfully.\n\nRooftop pool with sea views, equipped gym, co-working areas, reception and a management service for short-term rentals.",
    fr: "Des espaces pensés pour se reposer, se retrouver et louer avec succès.\n\nPiscine sur le toit avec vue sur la mer, salle de sport équipée, espaces de coworking, réception et service de gestion pour la location de courte durée.",
  },
  invest: {
    es: "Uno de los mercados de renta vacacional más dinámicos del Caribe mexicano.\n\nSu residencia amueblada y lista para rentar desde el primer día, con paquetes de equipamiento, congelamiento de precio y planes de financiamiento. Un asesor le acompaña en cada paso.",
    en: "One of the most dynamic holiday-rental markets in the Mexican Caribbean.\n\nYour residence furnished and ready to rent from day one, with furnishing packages, price freeze and financing plans. An advisor guides you every step of the way.",
    fr: "L'un des marchés de location saisonnière les plus dynamiques des Caraïbes mexicaines.\n\nVotre résidence meublée et prête à louer dès le premier jour, avec des forfaits d'équipement, un gel des prix et des plans de financement. Un conseiller vous accompagne à chaque étape.",
  },
  location: {
    es: "A pasos del mar Caribe y de la Quinta Avenida, en el corazón de Playa del Carmen.",
    en: "Steps from the Caribbean Sea and Fifth Avenue, in the heart of Playa del Carmen.",
    fr: "À quelques pas de la mer des Caraïbes et de la Cinquième Avenue, au cœur de Playa del Carmen.",
  },
} as const satisfies StoredPages;

export const MIAMI_PAGES = {
  project: {
    es: 'Kaanal Residences llega a Miami.\n\nResidencias amuebladas en Brickell, a minutos de la playa y del aeropuerto. Muy pronto, más información.',
    en: 'Kaanal Residences is coming to Miami.\n\nFurnished residences in Brickell, minutes from the beach and the airport. More information very soon.',
    fr: 'Kaanal Residences arrive à Miami.\n\nDes résidences meublées à Brickell, à quelques minutes de la plage et de l’aéroport. Plus d’informations très bientôt.',
  },
  location: {
    es: 'En Brickell, el corazón financiero de Miami, a minutos de la playa.',
    en: 'In Brickell, the financial heart of Miami, minutes from the beach.',
    fr: 'À Brickell, le cœur financier de Miami, à quelques minutes de la plage.',
  },
} as const satisfies StoredPages;
