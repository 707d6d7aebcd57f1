// The PREMIUM package: deep ocean teal, smoked oak and brass, designer and hotel-suite pieces.
import { product, type ProductLibrary } from './catalogue-types';

export const PREMIUM_PRODUCTS: ProductLibrary = {
  sofa: product('sofa', 'Mobiliario', {
    es: ['Sofá modular de terciopelo', 'Sofá de tres módulos en terciopelo de alto rendimiento color océano, relleno de plumas con núcleo de espuma y zoclo de latón. 240 × 100 × 78 cm.'],
    en: ['Modular velvet sofa', 'Three-module sofa in ocean-blue performance velvet, feather fill over a foam core and a brass plinth. 240 × 100 × 78 cm.'],
    fr: ['Canapé modulable en velours', 'Canapé trois modules en velours technique bleu océan, garnissage plumes sur âme en mousse et socle en laiton. 240 × 100 × 78 cm.'],
  }),
  sofaBed: product('sofa', 'Mobiliario', {
    es: ['Sofá cama de terciopelo', 'Sofá cama de diseño con colchón de látex de 16 cm y apertura asistida, tapizado en terciopelo océano. Abierto: 200 × 150 cm.'],
    en: ['Velvet sofa bed', 'Designer sofa bed with a 16 cm latex mattress and assisted opening, upholstered in ocean velvet. Open: 200 × 150 cm.'],
    fr: ['Canapé-lit en velours', 'Canapé-lit design avec matelas en latex de 16 cm et ouverture assistée, garni de velours océan. Ouvert : 200 × 150 cm.'],
  }),
  armchair: product('armchair', 'Mobiliario', {
    es: ['Sillón de terciopelo con base de latón', 'Sillón de respaldo alto en terciopelo océano, costuras en contraste y base de latón cepillado. 84 × 88 × 92 cm.'],
    en: ['Velvet armchair on a brass base', 'High-back armchair in ocean velvet with contrast stitching on a brushed brass base. 84 × 88 × 92 cm.'],
    fr: ['Fauteuil en velours piètement laiton', 'Fauteuil à dossier haut en velours océan, surpiqûres contrastées et piètement en laiton brossé. 84 × 88 × 92 cm.'],
  }),
  coffeeTable: product('coffeeTable', 'Mobiliario', {
    es: ['Mesa de centro de roble ahumado y latón', 'Cubierta ovalada de roble ahumado con canto biselado, estructura de latón y entrepaño de mármol travertino. 130 × 70 × 38 cm.'],
    en: ['Smoked oak and brass coffee table', 'Oval smoked oak top with a bevelled edge, brass frame and travertine marble shelf. 130 × 70 × 38 cm.'],
    fr: ['Table basse chêne fumé et laiton', 'Plateau ovale en chêne fumé à chant biseauté, structure en laiton et tablette en travertin. 130 × 70 × 38 cm.'],
  }),
  tv: product('tv', 'Electrodomésticos', {
    es: ['Pantalla OLED 4K de 65" con barra de sonido', 'Smart TV OLED 4K de 65 pulgadas con Dolby Vision, barra de sonido Dolby Atmos y credenza de roble ahumado con herrajes de latón.'],
    en: ['65" 4K OLED TV with soundbar', '65-inch 4K OLED smart TV with Dolby Vision, a Dolby Atmos soundbar and a smoked oak credenza with brass fittings.'],
    fr: ['Téléviseur OLED 4K 65" avec barre de son', 'Smart TV OLED 4K 65 pouces Dolby Vision, barre de son Dolby Atmos et buffet en chêne fumé à ferrures en laiton.'],
  }),
  rug: product('rug', 'Decoración', {
    es: ['Tapete de lana de Nueva Zelanda', 'Tapete anudado a mano en lana de Nueva Zelanda y seda vegetal, tonos océano y marfil. 250 × 350 cm.'],
    en: ['New Zealand wool rug', 'Hand-knotted New Zealand wool and botanical silk rug in ocean and ivory tones. 250 × 350 cm.'],
    fr: ['Tapis en laine de Nouvelle-Zélande', 'Tapis noué main en laine de Nouvelle-Zélande et soie végétale, tons océan et ivoire. 250 × 350 cm.'],
  }),
  art: product('art', 'Decoración', {
    es: ['Obra original de artista local', 'Acrílico sobre lienzo de un artista de la Riviera Maya, firmado y con certificado, marco flotante de roble ahumado. 80 × 120 cm.'],
    en: ['Original artwork by a local artist', 'Acrylic on canvas by a Riviera Maya artist, signed with a certificate, in a smoked oak floater frame. 80 × 120 cm.'],
    fr: ['Œuvre originale d’un artiste local', 'Acrylique sur toile d’un artiste de la Riviera Maya, signée avec certificat, cadre caisse américaine en chêne fumé. 80 × 120 cm.'],
  }),
  floorLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de pie de diseño', 'Lámpara escultórica de latón macizo con pantalla plisada de seda y control inteligente de intensidad. Altura 170 cm.'],
    en: ['Designer floor lamp', 'Sculptural solid brass lamp with a pleated silk shade and smart dimming. 170 cm high.'],
    fr: ['Lampadaire design', 'Lampadaire sculptural en laiton massif, abat-jour plissé en soie et variation intelligente. Hauteur 170 cm.'],
  }),
  tableLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de buró de latón y seda', 'Base de latón macizo con pantalla plisada de seda, puerto USB-C y luz regulable por tacto. Altura 55 cm.'],
    en: ['Brass and silk bedside lamp', 'Solid brass base with a pleated silk shade, USB-C port and touch dimming. 55 cm high.'],
    fr: ['Lampe de chevet laiton et soie', 'Pied en laiton massif, abat-jour plissé en soie, port USB-C et variation tactile. Hauteur 55 cm.'],
  }),
  diningTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor de roble ahumado', 'Mesa de roble ahumado macizo con patas escultóricas y remates de latón, para 8 personas. 220 × 100 × 76 cm.'],
    en: ['Smoked oak dining table', 'Solid smoked oak table with sculpted legs and brass details, seats 8. 220 × 100 × 76 cm.'],
    fr: ['Table à manger en chêne fumé', 'Table en chêne fumé massif, pieds sculptés et finitions en laiton, 8 personnes. 220 × 100 × 76 cm.'],
  }),
  bistroTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor de roble ahumado para dos', 'Mesa compacta de roble ahumado con canto biselado y remates de latón. 110 × 75 × 76 cm.'],
    en: ['Smoked oak dining table for two', 'Compact smoked oak table with a bevelled edge and brass details. 110 × 75 × 76 cm.'],
    fr: ['Table à manger pour deux en chêne fumé', 'Table compacte en chêne fumé à chant biseauté avec finitions en laiton. 110 × 75 × 76 cm.'],
  }),
  diningChair: product('chair', 'Mobiliario', {
    es: ['Silla de comedor de terciopelo', 'Silla de roble ahumado con asiento y respaldo envolvente en terciopelo océano y regatones de latón.'],
    en: ['Velvet dining chair', 'Smoked oak chair with a wraparound seat and back in ocean velvet and brass foot caps.'],
    fr: ['Chaise de salle à manger en velours', 'Chaise en chêne fumé, assise et dossier enveloppants en velours océan, embouts en laiton.'],
  }),
  barStool: product('stool', 'Mobiliario', {
    es: ['Banco alto de terciopelo y latón', 'Banco giratorio con asiento en terciopelo océano, estructura de latón cepillado y aro reposapiés. Altura de asiento 66 cm.'],
    en: ['Velvet and brass counter stool', 'Swivel stool with an ocean velvet seat, brushed brass frame and footrest ring. 66 cm seat height.'],
    fr: ['Tabouret de bar velours et laiton', 'Tabouret pivotant, assise en velours océan, structure en laiton brossé et repose-pieds circulaire. Hauteur d’assise 66 cm.'],
  }),
  cookware: product('cookware', 'Menaje', {
    es: ['Batería de cocina profesional de 12 piezas', 'Acero inoxidable de cinco capas con núcleo de cobre, cacerola de hierro fundido esmaltado color océano y utensilios de madera de olivo.'],
    en: ['12-piece professional cookware', 'Five-ply stainless steel with a copper core, an ocean enamelled cast-iron casserole and olive-wood utensils.'],
    fr: ['Batterie de cuisine professionnelle 12 pièces', 'Inox cinq couches à cœur cuivre, cocotte en fonte émaillée bleu océan et ustensiles en bois d’olivier.'],
  }),
  dinnerware: product('dishes', 'Menaje', {
    es: ['Vajilla de autor para 8 personas', 'Vajilla de porcelana hecha a mano en Talavera contemporánea, 48 piezas, con cristalería y cubiertos de acero cepillado.'],
    en: ['Designer dinnerware for 8', 'Handmade contemporary Talavera porcelain, 48 pieces, with glassware and brushed steel cutlery.'],
    fr: ['Service de créateur pour 8', 'Porcelaine Talavera contemporaine faite main, 48 pièces, avec verrerie et couverts en acier brossé.'],
  }),
  coffeeMaker: product('coffeeMaker', 'Electrodomésticos', {
    es: ['Cafetera superautomática', 'Cafetera con molino cerámico integrado, doce bebidas programables, espumado automático y acabado grafito con detalles de latón.'],
    en: ['Bean-to-cup coffee machine', 'Built-in ceramic grinder, twelve programmable drinks, automatic milk frothing and a graphite finish with brass details.'],
    fr: ['Machine à café automatique avec broyeur', 'Broyeur céramique intégré, douze boissons programmables, mousse de lait automatique et finition graphite à détails laiton.'],
  }),
  bedKing: product('bed', 'Mobiliario', {
    es: ['Cama king size de hotel de lujo', 'Cabecera de piso a techo tapizada en terciopelo océano, base de roble ahumado y colchón de látex natural y resortes ensacados de 34 cm. 200 × 200 cm.'],
    en: ['Luxury hotel king-size bed', 'Floor-to-ceiling ocean velvet headboard, smoked oak base and a 34 cm natural latex and pocket-spring mattress. 200 × 200 cm.'],
    fr: ['Lit king size d’hôtel de luxe', 'Tête de lit toute hauteur en velours océan, sommier en chêne fumé et matelas latex naturel et ressorts ensachés de 34 cm. 200 × 200 cm.'],
  }),
  bedQueen: product('bed', 'Mobiliario', {
    es: ['Cama queen size de hotel de lujo', 'Cabecera tapizada en terciopelo océano, base de roble ahumado y colchón de látex natural de 32 cm. 160 × 200 cm.'],
    en: ['Luxury hotel queen-size bed', 'Ocean velvet headboard, smoked oak base and a 32 cm natural latex mattress. 160 × 200 cm.'],
    fr: ['Lit queen size d’hôtel de luxe', 'Tête de lit en velours océan, sommier en chêne fumé et matelas en latex naturel de 32 cm. 160 × 200 cm.'],
  }),
  nightstand: product('nightstand', 'Mobiliario', {
    es: ['Buró de roble ahumado y latón', 'Buró suspendido de roble ahumado con cajón de cierre suave, cubierta de travertino y cargador inalámbrico integrado. 55 × 40 × 50 cm.'],
    en: ['Smoked oak and brass nightstand', 'Smoked oak nightstand with a soft-close drawer, travertine top and built-in wireless charger. 55 × 40 × 50 cm.'],
    fr: ['Chevet chêne fumé et laiton', 'Chevet en chêne fumé, tiroir à fermeture douce, plateau en travertin et chargeur sans fil intégré. 55 × 40 × 50 cm.'],
  }),
  bedding: product('bedding', 'Blancos', {
    es: ['Juego de blancos de satén de algodón egipcio', 'Sábanas de satén de algodón egipcio de 600 hilos, duvet de plumón de ganso, almohadas de plumón y pie de cama de terciopelo.'],
    en: ['Egyptian cotton sateen bed linen', '600-thread-count Egyptian cotton sateen sheets, a goose-down duvet, down pillows and a velvet bed runner.'],
    fr: ['Parure en satin de coton égyptien', 'Draps en satin de coton égyptien 600 fils, couette en duvet d’oie, oreillers en duvet et chemin de lit en velours.'],
  }),
  wardrobe: product('wardrobe', 'Mobiliario', {
    es: ['Vestidor de roble ahumado', 'Vestidor con puertas de roble ahumado, iluminación LED interior, cajones con divisiones de terciopelo y jaladeras de latón. 140 × 60 × 220 cm.'],
    en: ['Smoked oak wardrobe', 'Wardrobe with smoked oak doors, inner LED lighting, velvet-lined drawers and brass handles. 140 × 60 × 220 cm.'],
    fr: ['Dressing en chêne fumé', 'Dressing à portes en chêne fumé, éclairage LED intérieur, tiroirs doublés de velours et poignées en laiton. 140 × 60 × 220 cm.'],
  }),
  desk: product('desk', 'Mobiliario', {
    es: ['Escritorio ejecutivo de roble ahumado', 'Escritorio de roble ahumado con cubierta de piel, cajones de cierre suave, patas de latón y silla ergonómica a juego. 140 × 65 × 75 cm.'],
    en: ['Smoked oak executive desk', 'Smoked oak desk with a leather writing surface, soft-close drawers, brass legs and a matching ergonomic chair. 140 × 65 × 75 cm.'],
    fr: ['Bureau de direction en chêne fumé', 'Bureau en chêne fumé avec sous-main en cuir, tiroirs à fermeture douce, pieds en laiton et fauteuil ergonomique assorti. 140 × 65 × 75 cm.'],
  }),
  mirror: product('mirror', 'Decoración', {
    es: ['Espejo arqueado de latón', 'Espejo de cuerpo entero con marco de latón macizo, luna biselada y base para apoyo en el piso. 80 × 200 cm.'],
    en: ['Arched brass mirror', 'Full-length mirror with a solid brass frame, bevelled glass and a floor stand. 80 × 200 cm.'],
    fr: ['Miroir arche en laiton', 'Miroir en pied à cadre en laiton massif, glace biseautée et support au sol. 80 × 200 cm.'],
  }),
  towels: product('towels', 'Blancos', {
    es: ['Juego de toallas de spa', 'Toallas de algodón turco de 700 g/m², batas de baño, tapete de baño y toallas de playa en océano y marfil.'],
    en: ['Spa towel collection', '700 gsm Turkish cotton towels, bathrobes, a bath mat and beach towels in ocean and ivory.'],
    fr: ['Collection de serviettes spa', 'Serviettes en coton turc 700 g/m², peignoirs, tapis de bain et draps de plage océan et ivoire.'],
  }),
  lounger: product('lounger', 'Mobiliario', {
    es: ['Camastro de diseño para exterior', 'Camastro de aluminio con acabado bronce, cuerda náutica tejida a mano y colchoneta de tela Sunbrella color océano.'],
    en: ['Designer outdoor lounger', 'Bronze-finish aluminium lounger with hand-woven nautical rope and an ocean Sunbrella cushion.'],
    fr: ['Bain de soleil design', 'Bain de soleil en aluminium finition bronze, corde nautique tressée à la main et matelas Sunbrella bleu océan.'],
  }),
  planter: product('plant', 'Decoración', {
    es: ['Jardinera con palmas y riego automático', 'Jardinera de concreto pulido color océano con palmas chit nativas y sistema de riego por goteo. Altura 160 cm.'],
    en: ['Planter with palms and auto-irrigation', 'Polished ocean-tinted concrete planter with native chit palms and drip irrigation. 160 cm high.'],
    fr: ['Jardinière avec palmiers et arrosage automatique', 'Jardinière en béton poli teinté océan avec palmiers chit indigènes et arrosage goutte-à-goutte. Hauteur 160 cm.'],
  }),
  washer: product('washer', 'Electrodomésticos', {
    es: ['Lavasecadora inteligente de 13 kg', 'Lavasecadora con dosificación automática de detergente, control por app, vapor antialérgico y acabado grafito.'],
    en: ['13 kg smart washer-dryer', 'Washer-dryer with automatic detergent dosing, app control, anti-allergy steam and a graphite finish.'],
    fr: ['Lavante-séchante connectée 13 kg', 'Lavante-séchante avec dosage automatique de lessive, pilotage par appli, vapeur anti-allergènes et finition graphite.'],
  }),
};
