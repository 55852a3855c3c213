.class public abstract Ljava/nio/charset/Charset;
.super Ljava/lang/Object;
.source "Charset.java"
.implements Ljava/lang/Comparable;

# JDK 17 java.nio.charset.Charset: names and lookup (forName's IllegalCharsetNameException
# and UnsupportedCharsetException), the default charset (UTF-8, as on Android) and the
# replacing encode/decode. The charsets themselves are StdCharset's.

.field private final name:Ljava/lang/String;
.field private final aliases:[Ljava/lang/String;

.method protected constructor <init>(Ljava/lang/String;[Ljava/lang/String;)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-nez p2, :have
    const/4 v0, 0
    new-array p2, v0, [Ljava/lang/String;
    :have
    invoke-static {p1}, Ljava/nio/charset/Charset;->checkName(Ljava/lang/String;)V
    array-length v0, p2
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    aget-object v2, p2, v1
    invoke-static {v2}, Ljava/nio/charset/Charset;->checkName(Ljava/lang/String;)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    iput-object p1, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    iput-object p2, p0, Ljava/nio/charset/Charset;->aliases:[Ljava/lang/String;
    return-void
.end method

# A legal name is not empty, and is made of letters, digits and, after the first
# character, the marks - + : _ .
.method private static checkName(Ljava/lang/String;)V
    .registers 5
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    if-eqz v0, :bad
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v2
    const/16 v3, 0x41
    if-lt v2, v3, :not_upper
    const/16 v3, 0x5a
    if-le v2, v3, :next
    :not_upper
    const/16 v3, 0x61
    if-lt v2, v3, :not_lower
    const/16 v3, 0x7a
    if-le v2, v3, :next
    :not_lower
    const/16 v3, 0x30
    if-lt v2, v3, :not_digit
    const/16 v3, 0x39
    if-le v2, v3, :next
    :not_digit
    if-eqz v1, :bad
    const/16 v3, 0x2d
    if-eq v2, v3, :next
    const/16 v3, 0x2b
    if-eq v2, v3, :next
    const/16 v3, 0x3a
    if-eq v2, v3, :next
    const/16 v3, 0x5f
    if-eq v2, v3, :next
    const/16 v3, 0x2e
    if-eq v2, v3, :next
    :bad
    new-instance v0, Ljava/nio/charset/IllegalCharsetNameException;
    invoke-direct {v0, p0}, Ljava/nio/charset/IllegalCharsetNameException;-><init>(Ljava/lang/String;)V
    throw v0
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

# The charset of a name or alias, or null; IllegalArgumentException for null, and
# IllegalCharsetNameException for an illegal name.
.method private static lookup(Ljava/lang/String;)Ljava/nio/charset/Charset;
    .registers 3
    if-nez p0, :named
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null charset name"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :named
    invoke-static {p0}, Ljava/nio/charset/Charset;->checkName(Ljava/lang/String;)V
    invoke-static {p0}, Ljava/nio/charset/StdCharset;->get(Ljava/lang/String;)Ljava/nio/charset/StdCharset;
    move-result-object v0
    return-object v0
.end method

.method public static isSupported(Ljava/lang/String;)Z
    .registers 2
    invoke-static {p0}, Ljava/nio/charset/Charset;->lookup(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public static forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    .registers 3
    invoke-static {p0}, Ljava/nio/charset/Charset;->lookup(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    if-eqz v0, :unsupported
    return-object v0
    :unsupported
    new-instance v0, Ljava/nio/charset/UnsupportedCharsetException;
    invoke-direct {v0, p0}, Ljava/nio/charset/UnsupportedCharsetException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static defaultCharset()Ljava/nio/charset/Charset;
    .registers 1
    sget-object v0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    return-object v0
.end method

.method public final name()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final aliases()Ljava/util/Set;
    .registers 6
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iget-object v1, p0, Ljava/nio/charset/Charset;->aliases:[Ljava/lang/String;
    array-length v2, v1
    const/4 v3, 0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    invoke-virtual {v0, v4}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return-object v0
.end method

.method public displayName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final isRegistered()Z
    .registers 3
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    const-string v1, "X-"
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :no
    const-string v1, "x-"
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public abstract contains(Ljava/nio/charset/Charset;)Z
.end method

.method public abstract newDecoder()Ljava/nio/charset/CharsetDecoder;
.end method

.method public abstract newEncoder()Ljava/nio/charset/CharsetEncoder;
.end method

.method public canEncode()Z
    .registers 2
    const/4 v0, 1
    return v0
.end method

# decode with malformed and unmappable input replaced (the coder's replacement).
.method public final decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    .registers 4
    :try_start
    invoke-virtual {p0}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v0
    sget-object v1, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetDecoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetDecoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-virtual {v0, p1}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v0
    :try_end
    .catch Ljava/nio/charset/CharacterCodingException; {:try_start .. :try_end} :impossible
    return-object v0
    :impossible
    move-exception v0
    new-instance v1, Ljava/lang/Error;
    invoke-direct {v1, v0}, Ljava/lang/Error;-><init>(Ljava/lang/Throwable;)V
    throw v1
.end method

# encode with malformed and unmappable input replaced (the coder's replacement).
.method public final encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    .registers 4
    :try_start
    invoke-virtual {p0}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v0
    sget-object v1, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetEncoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetEncoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {v0, p1}, Ljava/nio/charset/CharsetEncoder;->encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    move-result-object v0
    :try_end
    .catch Ljava/nio/charset/CharacterCodingException; {:try_start .. :try_end} :impossible
    return-object v0
    :impossible
    move-exception v0
    new-instance v1, Ljava/lang/Error;
    invoke-direct {v1, v0}, Ljava/lang/Error;-><init>(Ljava/lang/Throwable;)V
    throw v1
.end method

.method public final encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    .registers 3
    invoke-static {p1}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/nio/charset/Charset;->encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    move-result-object v0
    return-object v0
.end method

.method public final compareTo(Ljava/nio/charset/Charset;)I
    .registers 4
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    invoke-virtual {p1}, Ljava/nio/charset/Charset;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->compareToIgnoreCase(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/nio/charset/Charset;
    invoke-virtual {p0, p1}, Ljava/nio/charset/Charset;->compareTo(Ljava/nio/charset/Charset;)I
    move-result v0
    return v0
.end method

.method public final hashCode()I
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 4
    if-eq p0, p1, :yes
    instance-of v0, p1, Ljava/nio/charset/Charset;
    if-eqz v0, :no
    check-cast p1, Ljava/nio/charset/Charset;
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    invoke-virtual {p1}, Ljava/nio/charset/Charset;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/Charset;->name:Ljava/lang/String;
    return-object v0
.end method
