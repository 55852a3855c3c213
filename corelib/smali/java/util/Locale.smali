.class public final Ljava/util/Locale;
.super Ljava/lang/Object;
.source "Locale.java"
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.Locale (JDK 17 API) with language, country and variant (no script or
# extensions): the ASCII case rules and old ISO codes (iw, ji, in) of the constructors,
# toString, and BCP 47 tags through the natives (corelib/src/time.rs). The default is
# en_US, as on an Android device nobody has set up (docs/time.md); nothing here depends
# on it but Locale.getDefault itself. CHINA and PRC are SIMPLIFIED_CHINESE, TAIWAN is
# TRADITIONAL_CHINESE, as in the JDK. No display names, ISO3 codes or categories.

.field public static final ENGLISH:Ljava/util/Locale;
.field public static final FRENCH:Ljava/util/Locale;
.field public static final GERMAN:Ljava/util/Locale;
.field public static final ITALIAN:Ljava/util/Locale;
.field public static final JAPANESE:Ljava/util/Locale;
.field public static final KOREAN:Ljava/util/Locale;
.field public static final CHINESE:Ljava/util/Locale;
.field public static final SIMPLIFIED_CHINESE:Ljava/util/Locale;
.field public static final TRADITIONAL_CHINESE:Ljava/util/Locale;
.field public static final FRANCE:Ljava/util/Locale;
.field public static final GERMANY:Ljava/util/Locale;
.field public static final ITALY:Ljava/util/Locale;
.field public static final JAPAN:Ljava/util/Locale;
.field public static final KOREA:Ljava/util/Locale;
.field public static final UK:Ljava/util/Locale;
.field public static final US:Ljava/util/Locale;
.field public static final CANADA:Ljava/util/Locale;
.field public static final CANADA_FRENCH:Ljava/util/Locale;
.field public static final ROOT:Ljava/util/Locale;
.field public static final CHINA:Ljava/util/Locale;
.field public static final PRC:Ljava/util/Locale;
.field public static final TAIWAN:Ljava/util/Locale;

.field private static defaultLocale:Ljava/util/Locale;

.field private final language:Ljava/lang/String;
.field private final country:Ljava/lang/String;
.field private final variant:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->ENGLISH:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "fr"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->FRENCH:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "de"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->GERMAN:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "it"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->ITALIAN:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "ja"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->JAPANESE:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "ko"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->KOREAN:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "zh"
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->CHINESE:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "zh"
    const-string v2, "CN"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->SIMPLIFIED_CHINESE:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "zh"
    const-string v2, "TW"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->TRADITIONAL_CHINESE:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "fr"
    const-string v2, "FR"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->FRANCE:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "de"
    const-string v2, "DE"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "it"
    const-string v2, "IT"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->ITALY:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "ja"
    const-string v2, "JP"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->JAPAN:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "ko"
    const-string v2, "KR"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->KOREA:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, "GB"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->UK:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, "US"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "en"
    const-string v2, "CA"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->CANADA:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, "fr"
    const-string v2, "CA"
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->CANADA_FRENCH:Ljava/util/Locale;
    new-instance v0, Ljava/util/Locale;
    const-string v1, ""
    const-string v2, ""
    invoke-direct {v0, v1, v2}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    sget-object v0, Ljava/util/Locale;->SIMPLIFIED_CHINESE:Ljava/util/Locale;
    sput-object v0, Ljava/util/Locale;->CHINA:Ljava/util/Locale;
    sget-object v0, Ljava/util/Locale;->SIMPLIFIED_CHINESE:Ljava/util/Locale;
    sput-object v0, Ljava/util/Locale;->PRC:Ljava/util/Locale;
    sget-object v0, Ljava/util/Locale;->TRADITIONAL_CHINESE:Ljava/util/Locale;
    sput-object v0, Ljava/util/Locale;->TAIWAN:Ljava/util/Locale;
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    sput-object v0, Ljava/util/Locale;->defaultLocale:Ljava/util/Locale;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-eqz p1, :npe
    if-eqz p2, :npe
    if-eqz p3, :npe
    invoke-static {p1}, Ljava/util/Locale;->lower(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Locale;->convertOldISOCodes(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    invoke-static {p2}, Ljava/util/Locale;->upper(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    iput-object p3, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    return-void
    :npe
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, ""
    invoke-direct {p0, p1, p2, v0}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, ""
    invoke-direct {p0, p1, v0, v0}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# ASCII-only case mapping, as the JDK's LocaleUtils (no locale-sensitive rules).
.method private static lower(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    invoke-virtual {p0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v0
    const/4 v1, 0
    :loop
    array-length v2, v0
    if-ge v1, v2, :done
    aget-char v2, v0, v1
    const/16 v3, 0x41
    if-lt v2, v3, :next
    const/16 v3, 0x5a
    if-gt v2, v3, :next
    add-int/lit8 v2, v2, 0x20
    int-to-char v2, v2
    aput-char v2, v0, v1
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v0}, Ljava/lang/String;-><init>([C)V
    return-object v4
.end method

.method private static upper(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    invoke-virtual {p0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v0
    const/4 v1, 0
    :loop
    array-length v2, v0
    if-ge v1, v2, :done
    aget-char v2, v0, v1
    const/16 v3, 0x61
    if-lt v2, v3, :next
    const/16 v3, 0x7a
    if-gt v2, v3, :next
    add-int/lit8 v2, v2, -0x20
    int-to-char v2, v2
    aput-char v2, v0, v1
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v0}, Ljava/lang/String;-><init>([C)V
    return-object v4
.end method

# JDK 17 maps the withdrawn codes to the current ones (iw -> he, ji -> yi, in -> id).
.method private static convertOldISOCodes(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "iw"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :ji
    const-string v0, "he"
    return-object v0
    :ji
    const-string v0, "ji"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :in
    const-string v0, "yi"
    return-object v0
    :in
    const-string v0, "in"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :keep
    const-string v0, "id"
    return-object v0
    :keep
    return-object p0
.end method

.method private static native parseTag(Ljava/lang/String;I)Ljava/lang/String;
.end method

.method private static native languageTag(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
.end method

.method public static forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;
    .registers 6
    const/4 v0, 0
    invoke-static {p0, v0}, Ljava/util/Locale;->parseTag(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    const/4 v0, 1
    invoke-static {p0, v0}, Ljava/util/Locale;->parseTag(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    const/4 v0, 2
    invoke-static {p0, v0}, Ljava/util/Locale;->parseTag(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/util/Locale;
    invoke-direct {v4, v1, v2, v3}, Ljava/util/Locale;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v4
.end method

.method public toLanguageTag()Ljava/lang/String;
    .registers 4
    iget-object v0, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    iget-object v1, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    iget-object v2, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Ljava/util/Locale;->languageTag(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public getLanguage()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    return-object v0
.end method

.method public getCountry()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    return-object v0
.end method

.method public getVariant()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    return-object v0
.end method

.method public getScript()Ljava/lang/String;
    .registers 2
    const-string v0, ""
    return-object v0
.end method

# language, then "_" + country if there is a country (or a variant after a language),
# then "_" + variant if there is a variant and a language or country.
.method public final toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    iget-object v1, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    iget-object v2, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v3
    invoke-virtual {v1}, Ljava/lang/String;->isEmpty()Z
    move-result v4
    invoke-virtual {v2}, Ljava/lang/String;->isEmpty()Z
    move-result v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    if-eqz v4, :sep1
    if-nez v5, :country_done
    if-nez v3, :country_done
    :sep1
    const/16 v0, 0x5f
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :country_done
    if-nez v5, :done
    if-eqz v3, :sep2
    if-nez v4, :done
    :sep2
    const/16 v0, 0x5f
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    const/4 v0, 0
    instance-of v1, p1, Ljava/util/Locale;
    if-eqz v1, :no
    check-cast p1, Ljava/util/Locale;
    iget-object v1, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    iget-object v2, p1, Ljava/util/Locale;->language:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    iget-object v1, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    iget-object v2, p1, Ljava/util/Locale;->country:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    iget-object v1, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    iget-object v2, p1, Ljava/util/Locale;->variant:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    :no
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Ljava/util/Locale;->language:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    mul-int/lit8 v0, v0, 31
    iget-object v1, p0, Ljava/util/Locale;->country:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 31
    iget-object v1, p0, Ljava/util/Locale;->variant:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public clone()Ljava/lang/Object;
    .registers 2
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static getDefault()Ljava/util/Locale;
    .registers 1
    sget-object v0, Ljava/util/Locale;->defaultLocale:Ljava/util/Locale;
    return-object v0
.end method

.method public static declared-synchronized setDefault(Ljava/util/Locale;)V
    .registers 3
    if-eqz p0, :npe
    sput-object p0, Ljava/util/Locale;->defaultLocale:Ljava/util/Locale;
    return-void
    :npe
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Can't set default locale to NULL"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
