import {describe, expect, it} from 'vitest';
import {smallTalk, smallTalkReply, withoutGreeting} from '@site/src/demos/kit/match';

describe('small talk is never answered with passages', () => {
  it.each([
    ['Hello, what can you do?', 'about'],
    ['hi', 'greeting'],
    ['Good morning!', 'greeting'],
    ['thanks!', 'thanks'],
    ['Thank you so much.', 'thanks'],
    ['ok thanks', 'thanks'],
    ['bye', 'goodbye'],
    ['who are you?', 'about'],
    ['Are you ChatGPT?', 'about'],
    ['are you a bot', 'about'],
    ['What can I ask?', 'about'],
    ['how does this work?', 'about'],
    ['help', 'about'],
    ['Hey there, how are you?', 'about'],
    // s38d3 (u28p S1): asking after the assistant, or a laugh, is small talk on its own, never a follow-up to search.
    ['hi, you alright?', 'greeting'],
    ['hello, u ok?', 'greeting'],
    ['Hey! Everything okay?', 'greeting'],
    ['are you doing well?', 'greeting'],
    ['haha ok', 'greeting'],
    ['hehe, thanks', 'thanks'],
  ] as const)('%s → %s', (message, kind) => {
    expect(smallTalk(message)).toBe(kind);
  });

  it.each([
    'Hi, who approves a business class flight?',
    'What is RAG?',
    'hello world program in Python',
    'How does HNSW work?',
    'What can you do about hallucinations?',
    'Thanks to RAG, can answers cite sources?',
    'Who approves trips over 500 EUR?',
    'What is the capital of Australia?',
    'haha, what is a token?',
    'Is everything okay with my embeddings?',
    'hi, you ok with explaining chunking?',
  ])('%s is a question', (message) => {
    expect(smallTalk(message)).toBeNull();
  });

  it.each([
    ['你好', 'greeting'],
    ['您好！', 'greeting'],
    ['こんにちは', 'greeting'],
    ['おはようございます。', 'greeting'],
    ['hola', 'greeting'],
    ['¡Hola!', 'greeting'],
    ['Buenos días', 'greeting'],
    ['bonjour', 'greeting'],
    ['Bonsoir !', 'greeting'],
    ['hallo', 'greeting'],
    ['Guten Morgen', 'greeting'],
    ['안녕하세요', 'greeting'],
    // u28d S1: a greeting with "how are you" in Korean and other languages.
    ['안녕하세요! 잘 지내요?', 'greeting'],
    ['안녕하세요, 어떻게 지내세요?', 'greeting'],
    ['Hola, ¿qué tal?', 'greeting'],
    ['Bonjour, ça va ?', 'greeting'],
    ["Hallo, wie geht's?", 'greeting'],
    ['你好吗？', 'greeting'],
    ['こんにちは、お元気ですか？', 'greeting'],
    ['Привет', 'greeting'],
    ['Olá', 'greeting'],
    ['谢谢', 'thanks'],
    ['ありがとうございます', 'thanks'],
    ['merci beaucoup', 'thanks'],
    ['Danke schön!', 'thanks'],
    ['gracias', 'thanks'],
    ['再见', 'goodbye'],
    ['au revoir', 'goodbye'],
    ['Tschüss', 'goodbye'],
    ['adiós', 'goodbye'],
  ] as const)('greeting in another language: %s → %s', (message, kind) => {
    expect(smallTalk(message)).toBe(kind);
  });

  it.each(['안녕하세요, 청킹이 뭐예요?', 'Ça va prendre combien de temps, le chunking ?', '你好，什么是向量数据库？', 'hola, ¿qué es RAG?', 'Bonjour, comment fonctionne le RAG ?', 'Hallo, was ist ein Embedding?', 'holandés', 'hier ist meine Frage', 'type of chunking', 'salutation etiquette in e-mails'])(
    '%s is not only a greeting',
    (message) => {
      expect(smallTalk(message)).toBeNull();
    },
  );

  it('strips a greeting in another language before searching', () => {
    expect(withoutGreeting('你好，什么是向量数据库？')).toBe('什么是向量数据库？');
    expect(withoutGreeting('Bonjour, comment fonctionne le RAG ?')).toBe('comment fonctionne le RAG ?');
  });

  it('strips a greeting before searching, and keeps a message that is only a greeting', () => {
    expect(withoutGreeting('Hi, who approves a business class flight?')).toBe('who approves a business class flight?');
    expect(withoutGreeting('Who approves?')).toBe('Who approves?');
  });

  it('says what offline mode does and what to ask', () => {
    const reply = smallTalkReply('about', 'this guide', 'What is RAG?');
    expect(reply).toMatch(/^Offline mode searches this guide: it finds the passages/);
    expect(reply).toContain('Nothing is generated.');
    expect(reply).toContain('Ask about a topic in this guide, for example “What is RAG?”.');
    // Thanks come after an answer: a short acknowledgement, not the description of offline mode again.
    expect(smallTalkReply('thanks', 'the document', 'x')).toBe('You are welcome. Ask another question about the document whenever you like.');
  });
});

// u28e S1: greetings in Arabic script and typed in Latin letters, and thanks with a few words more.
describe('greetings in Arabic and in Latin letters, thanks with a tail (u28e S1)', () => {
  it.each([
    'مرحبا',
    'مرحبا، كيف حالك؟',
    'السلام عليكم',
    'السلام عليكم ورحمة الله',
    'أهلا وسهلا!',
    'annyeong',
    'annyeong! 잘 부탁해요',
    'Annyeonghaseyo!',
    'konnichiwa',
    'Konnichiwa!',
    'namaste',
    'Namaste!',
    'salaam',
    'Salam!',
    'as-salamu alaykum',
    'marhaba',
    'ni hao',
  ])('%s → greeting', (message) => {
    expect(smallTalk(message)).toBe('greeting');
  });

  it.each([
    'thanks',
    'thank you',
    'Thank you!',
    'merci',
    'danke',
    'thanks, that helped a lot',
    'Thank you, that was really helpful.',
    'thanks for the help',
    'that helped a lot, thanks!',
    'Merci, very helpful',
    'ok thanks, much appreciated',
    'شكرا',
    'shukran',
  ])('%s → thanks', (message) => {
    expect(smallTalk(message)).toBe('thanks');
  });

  it.each(['Thanks, and what about after launch?', 'thanks, how do I evaluate it?', 'Salam, what is RAG?', 'namaste, what does chunking mean?', 'helpful tools for chunking', 'salami pizza', 'heist movies'])(
    '%s is not only small talk',
    (message) => {
      expect(smallTalk(message)).toBeNull();
    },
  );
});

// u28f S-A/ZS-B: greetings, thanks and goodbyes in Greek, Hebrew, Thai and a few more scripts and languages.
describe('greetings in Greek, Hebrew, Thai and other scripts (u28f S-A, ZS-B)', () => {
  it.each([
    'Γεια σου!',
    'Γειά σας',
    'Καλημέρα!',
    'καλησπέρα',
    'Γεια σου, τι κάνεις;',
    'שלום',
    'שלום, מה שלומך?',
    'בוקר טוב',
    'สวัสดี',
    'สวัสดีครับ',
    'สวัสดีค่ะ',
    'Привет',
    'Добрый день!',
    'Привіт',
    'Cześć!',
    'Dzień dobry',
    'Xin chào',
    'Selamat pagi',
    'Merhaba, nasılsın?',
  ])('%s → greeting', (message) => {
    expect(smallTalk(message)).toBe('greeting');
  });
  it.each(['Ευχαριστώ!', 'ευχαριστώ πολύ', 'תודה רבה', 'ขอบคุณครับ', 'Dziękuję'])('%s → thanks', (message) => {
    expect(smallTalk(message)).toBe('thanks');
  });
  it.each(['Αντίο', 'להתראות'])('%s → goodbye', (message) => {
    expect(smallTalk(message)).toBe('goodbye');
  });
  it.each(['Γεια σου, τι είναι το RAG;', 'שלום, מה זה RAG?', 'สวัสดีครับ RAG คืออะไร', 'Shalom, what is chunking?'])('%s is not only small talk', (message) => {
    expect(smallTalk(message)).toBeNull();
  });
});
