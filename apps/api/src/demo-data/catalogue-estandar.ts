// The standard package: durable, easy-care pieces in light oak, sand and white.
import { product, type ProductLibrary } from './catalogue-types';

export const ESTANDAR_PRODUCTS: ProductLibrary = {
  sofa: product('sofa', 'Mobiliario', {
    es: ['Sofá de tres plazas', 'Sofá tapizado en tela de poliéster color arena, cojines de espuma de alta densidad y patas de pino. 198 × 84 × 80 cm.'],
    en: ['Three-seat sofa', 'Sofa upholstered in sand polyester fabric with high-density foam cushions and pine legs. 198 × 84 × 80 cm.'],
    fr: ['Canapé trois places', 'Canapé recouvert de tissu polyester couleur sable, coussins en mousse haute densité et pieds en pin. 198 × 84 × 80 cm.'],
  }),
  sofaBed: product('sofa', 'Mobiliario', {
    es: ['Sofá cama de dos plazas', 'Sofá cama con mecanismo abatible, tapizado gris claro y colchón de espuma de 10 cm. Abierto: 190 × 120 cm.'],
    en: ['Two-seat sofa bed', 'Click-clack sofa bed in light grey fabric with a 10 cm foam mattress. Open: 190 × 120 cm.'],
    fr: ['Canapé-lit deux places', 'Canapé-lit clic-clac en tissu gris clair avec matelas en mousse de 10 cm. Ouvert : 190 × 120 cm.'],
  }),
  armchair: product('armchair', 'Mobiliario', {
    es: ['Sillón individual', 'Sillón con estructura de madera, tapizado en tela arena y patas de pino natural. 78 × 80 × 82 cm.'],
    en: ['Armchair', 'Armchair with a wooden frame, sand fabric upholstery and natural pine legs. 78 × 80 × 82 cm.'],
    fr: ['Fauteuil', 'Fauteuil à structure en bois, garni de tissu sable, pieds en pin naturel. 78 × 80 × 82 cm.'],
  }),
  coffeeTable: product('coffeeTable', 'Mobiliario', {
    es: ['Mesa de centro ovalada', 'Cubierta de MDF con chapa de roble claro y patas de madera maciza. 110 × 60 × 42 cm.'],
    en: ['Oval coffee table', 'MDF top with a light oak veneer on solid wood legs. 110 × 60 × 42 cm.'],
    fr: ['Table basse ovale', 'Plateau en MDF plaqué chêne clair sur pieds en bois massif. 110 × 60 × 42 cm.'],
  }),
  tv: product('tv', 'Electrodomésticos', {
    es: ['Pantalla LED de 43" con mueble', 'Smart TV Full HD de 43 pulgadas con wifi, sobre mueble bajo de melamina roble con dos puertas.'],
    en: ['43" LED TV with media unit', '43-inch Full HD smart TV with wi-fi, on a low oak-effect melamine unit with two doors.'],
    fr: ['Téléviseur LED 43" avec meuble', 'Smart TV Full HD 43 pouces avec wifi, sur un meuble bas en mélaminé effet chêne à deux portes.'],
  }),
  rug: product('rug', 'Decoración', {
    es: ['Tapete de yute y algodón', 'Tapete tejido a mano en tonos naturales, apto para climas húmedos. 160 × 230 cm.'],
    en: ['Jute and cotton rug', 'Hand-woven rug in natural tones, suited to humid climates. 160 × 230 cm.'],
    fr: ['Tapis en jute et coton', 'Tapis tissé à la main aux tons naturels, adapté aux climats humides. 160 × 230 cm.'],
  }),
  art: product('art', 'Decoración', {
    es: ['Cuadro decorativo', 'Impresión en papel mate con marco de pino claro y vidrio acrílico. 50 × 70 cm.'],
    en: ['Framed print', 'Matte paper print in a light pine frame with acrylic glazing. 50 × 70 cm.'],
    fr: ['Affiche encadrée', 'Impression sur papier mat, cadre en pin clair et verre acrylique. 50 × 70 cm.'],
  }),
  floorLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de pie', 'Base de metal gris y pantalla de tela blanca; foco LED cálido incluido. Altura 155 cm.'],
    en: ['Floor lamp', 'Grey metal base with a white fabric shade; warm LED bulb included. 155 cm high.'],
    fr: ['Lampadaire', 'Pied en métal gris et abat-jour en tissu blanc ; ampoule LED blanc chaud fournie. Hauteur 155 cm.'],
  }),
  tableLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de buró', 'Lámpara de mesa con base metálica y pantalla de tela blanca. Altura 45 cm.'],
    en: ['Bedside lamp', 'Table lamp with a metal base and a white fabric shade. 45 cm high.'],
    fr: ['Lampe de chevet', 'Lampe à poser avec pied en métal et abat-jour en tissu blanc. Hauteur 45 cm.'],
  }),
  diningTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor', 'Cubierta de melamina roble claro resistente a la humedad y patas de madera. Para 4 a 6 personas. 160 × 90 cm.'],
    en: ['Dining table', 'Moisture-resistant light oak melamine top on wooden legs. Seats 4 to 6. 160 × 90 cm.'],
    fr: ['Table à manger', 'Plateau en mélaminé chêne clair résistant à l’humidité, pieds en bois. 4 à 6 personnes. 160 × 90 cm.'],
  }),
  bistroTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor compacta', 'Mesa para dos personas con cubierta de roble claro y patas de madera. 90 × 60 × 75 cm.'],
    en: ['Compact dining table', 'Table for two with a light oak top on wooden legs. 90 × 60 × 75 cm.'],
    fr: ['Table à manger compacte', 'Table pour deux personnes, plateau chêne clair et pieds en bois. 90 × 60 × 75 cm.'],
  }),
  diningChair: product('chair', 'Mobiliario', {
    es: ['Silla de comedor', 'Silla de madera de hule con asiento acolchado en tela arena lavable.'],
    en: ['Dining chair', 'Rubberwood chair with a padded seat in washable sand fabric.'],
    fr: ['Chaise de salle à manger', 'Chaise en hévéa avec assise rembourrée en tissu sable lavable.'],
  }),
  barStool: product('stool', 'Mobiliario', {
    es: ['Banco alto', 'Banco de metal gris con asiento de madera, altura de asiento 65 cm para barra de cocina.'],
    en: ['Counter stool', 'Grey metal stool with a wooden seat, 65 cm seat height for the kitchen counter.'],
    fr: ['Tabouret de bar', 'Tabouret en métal gris avec assise en bois, hauteur d’assise 65 cm pour le comptoir.'],
  }),
  cookware: product('cookware', 'Menaje', {
    es: ['Batería de cocina de 7 piezas', 'Ollas y sartén de aluminio con antiadherente y tapas de vidrio templado; aptas para parrilla de inducción.'],
    en: ['7-piece cookware set', 'Non-stick aluminium pots and frying pan with tempered glass lids; induction ready.'],
    fr: ['Batterie de cuisine 7 pièces', 'Casseroles et poêle en aluminium antiadhésif avec couvercles en verre trempé ; compatibles induction.'],
  }),
  dinnerware: product('dishes', 'Menaje', {
    es: ['Vajilla para 6 personas', 'Vajilla de porcelana blanca de 30 piezas: platos llanos, hondos, de postre, tazas y platos de taza.'],
    en: ['Dinnerware for 6', '30-piece white porcelain set: dinner plates, soup plates, side plates, cups and saucers.'],
    fr: ['Service de table pour 6', 'Service de 30 pièces en porcelaine blanche : assiettes plates, creuses, à dessert, tasses et soucoupes.'],
  }),
  coffeeMaker: product('coffeeMaker', 'Electrodomésticos', {
    es: ['Cafetera de goteo', 'Cafetera programable de 12 tazas con jarra de vidrio y placa térmica.'],
    en: ['Drip coffee maker', 'Programmable 12-cup coffee maker with a glass carafe and warming plate.'],
    fr: ['Cafetière filtre', 'Cafetière programmable 12 tasses avec verseuse en verre et plaque chauffante.'],
  }),
  bedKing: product('bed', 'Mobiliario', {
    es: ['Cama king size con colchón', 'Base de madera con cabecera tapizada en tela arena y colchón de resortes de 25 cm. 200 × 200 cm.'],
    en: ['King-size bed with mattress', 'Wooden base with a sand fabric headboard and a 25 cm spring mattress. 200 × 200 cm.'],
    fr: ['Lit king size avec matelas', 'Sommier en bois, tête de lit en tissu sable et matelas à ressorts de 25 cm. 200 × 200 cm.'],
  }),
  bedQueen: product('bed', 'Mobiliario', {
    es: ['Cama queen size con colchón', 'Base de madera con cabecera tapizada y colchón de resortes de 25 cm. 160 × 200 cm.'],
    en: ['Queen-size bed with mattress', 'Wooden base with an upholstered headboard and a 25 cm spring mattress. 160 × 200 cm.'],
    fr: ['Lit queen size avec matelas', 'Sommier en bois, tête de lit rembourrée et matelas à ressorts de 25 cm. 160 × 200 cm.'],
  }),
  nightstand: product('nightstand', 'Mobiliario', {
    es: ['Buró de dos cajones', 'Buró de melamina roble claro con dos cajones y jaladeras metálicas. 45 × 40 × 55 cm.'],
    en: ['Two-drawer nightstand', 'Light oak melamine nightstand with two drawers and metal pulls. 45 × 40 × 55 cm.'],
    fr: ['Table de chevet deux tiroirs', 'Chevet en mélaminé chêne clair, deux tiroirs et poignées métalliques. 45 × 40 × 55 cm.'],
  }),
  bedding: product('bedding', 'Blancos', {
    es: ['Juego de blancos para cama', 'Sábanas de microfibra, edredón ligero reversible y dos almohadas de fibra hipoalergénica.'],
    en: ['Bed linen set', 'Microfibre sheets, a light reversible duvet and two hypoallergenic fibre pillows.'],
    fr: ['Parure de lit', 'Draps en microfibre, couette légère réversible et deux oreillers en fibre hypoallergénique.'],
  }),
  wardrobe: product('wardrobe', 'Mobiliario', {
    es: ['Clóset de dos puertas', 'Clóset de melamina con tubo para colgar, dos entrepaños y jaladeras metálicas. 100 × 55 × 190 cm.'],
    en: ['Two-door wardrobe', 'Melamine wardrobe with a hanging rail, two shelves and metal handles. 100 × 55 × 190 cm.'],
    fr: ['Armoire deux portes', 'Armoire en mélaminé avec penderie, deux étagères et poignées métalliques. 100 × 55 × 190 cm.'],
  }),
  desk: product('desk', 'Mobiliario', {
    es: ['Escritorio con cajonera', 'Escritorio de melamina roble claro con cajonera de tres cajones. 120 × 55 × 75 cm.'],
    en: ['Desk with drawers', 'Light oak melamine desk with a three-drawer pedestal. 120 × 55 × 75 cm.'],
    fr: ['Bureau avec caisson', 'Bureau en mélaminé chêne clair avec caisson à trois tiroirs. 120 × 55 × 75 cm.'],
  }),
  mirror: product('mirror', 'Decoración', {
    es: ['Espejo de cuerpo entero', 'Espejo con marco de metal gris, para colgar o apoyar en el piso. 50 × 160 cm.'],
    en: ['Full-length mirror', 'Grey metal framed mirror, to hang or lean against the wall. 50 × 160 cm.'],
    fr: ['Miroir en pied', 'Miroir à cadre en métal gris, à suspendre ou à poser au sol. 50 × 160 cm.'],
  }),
  towels: product('towels', 'Blancos', {
    es: ['Juego de toallas', 'Toalla de baño, toalla de manos y toalla facial de algodón de 500 g/m² en blanco.'],
    en: ['Towel set', 'Bath, hand and face towels in white 500 gsm cotton.'],
    fr: ['Parure de serviettes', 'Drap de bain, serviette de toilette et gant en coton blanc 500 g/m².'],
  }),
  lounger: product('lounger', 'Mobiliario', {
    es: ['Camastro de exterior', 'Camastro de aluminio con respaldo reclinable en cinco posiciones y tela de malla resistente al sol.'],
    en: ['Outdoor lounger', 'Aluminium sun lounger with a five-position backrest and sun-resistant mesh fabric.'],
    fr: ['Bain de soleil', 'Transat en aluminium, dossier inclinable en cinq positions et toile maille résistante au soleil.'],
  }),
  planter: product('plant', 'Decoración', {
    es: ['Maceta con planta tropical', 'Palma areca en maceta de fibra de vidrio color arena, con plato y sustrato. Altura 120 cm.'],
    en: ['Potted tropical plant', 'Areca palm in a sand fibreglass pot with saucer and soil. 120 cm high.'],
    fr: ['Plante tropicale en pot', 'Palmier areca dans un pot en fibre de verre sable, avec soucoupe et terreau. Hauteur 120 cm.'],
  }),
  washer: product('washer', 'Electrodomésticos', {
    es: ['Lavasecadora de 10 kg', 'Lavasecadora de carga frontal, 10 kg de lavado y 6 kg de secado, color blanco.'],
    en: ['10 kg washer-dryer', 'Front-loading washer-dryer, 10 kg wash and 6 kg dry, in white.'],
    fr: ['Lavante-séchante 10 kg', 'Lavante-séchante à hublot, 10 kg en lavage et 6 kg en séchage, coloris blanc.'],
  }),
};
