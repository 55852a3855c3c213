.class public final Ljava/lang/String;
.super Ljava/lang/Object;
.source "String.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/Comparable;
.implements Ljava/lang/CharSequence;

.field private final value:[C
.field private hash:I

.method public constructor native <init>()V
.end method

.method public constructor native <init>([C)V
.end method

.method public constructor native <init>([CII)V
.end method

.method public constructor native <init>(Ljava/lang/String;)V
.end method

.method public constructor native <init>(Ljava/lang/StringBuilder;)V
.end method

.method public native length()I
.end method

.method public native isEmpty()Z
.end method

.method public native charAt(I)C
.end method

.method public native equals(Ljava/lang/Object;)Z
.end method

.method public native equalsIgnoreCase(Ljava/lang/String;)Z
.end method

.method public native hashCode()I
.end method

.method public native compareTo(Ljava/lang/String;)I
.end method

.method public native compareToIgnoreCase(Ljava/lang/String;)I
.end method

.method public native indexOf(I)I
.end method

.method public native indexOf(II)I
.end method

.method public native indexOf(Ljava/lang/String;)I
.end method

.method public native indexOf(Ljava/lang/String;I)I
.end method

.method public native lastIndexOf(I)I
.end method

.method public native lastIndexOf(Ljava/lang/String;)I
.end method

.method public native contains(Ljava/lang/CharSequence;)Z
.end method

.method public native startsWith(Ljava/lang/String;)Z
.end method

.method public native startsWith(Ljava/lang/String;I)Z
.end method

.method public native endsWith(Ljava/lang/String;)Z
.end method

.method public native substring(I)Ljava/lang/String;
.end method

.method public native substring(II)Ljava/lang/String;
.end method

.method public native subSequence(II)Ljava/lang/CharSequence;
.end method

.method public native concat(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public native toCharArray()[C
.end method

.method public native trim()Ljava/lang/String;
.end method

.method public native toUpperCase()Ljava/lang/String;
.end method

.method public native toLowerCase()Ljava/lang/String;
.end method

.method public native replace(CC)Ljava/lang/String;
.end method

.method public native replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;
.end method

.method public native intern()Ljava/lang/String;
.end method

.method public native repeat(I)Ljava/lang/String;
.end method

.method public constructor native <init>([B)V
.end method

.method public constructor native <init>([BII)V
.end method

.method public constructor native <init>([BLjava/lang/String;)V
.end method

.method public constructor native <init>([BIILjava/lang/String;)V
.end method

# The java.nio.charset.Charset overloads (decoding and encoding with replacement).
.method public constructor native <init>([BLjava/nio/charset/Charset;)V
.end method

.method public constructor native <init>([BIILjava/nio/charset/Charset;)V
.end method

.method public constructor <init>(Ljava/lang/StringBuffer;)V
    .registers 3
    invoke-virtual {p1}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/String;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public native getBytes()[B
.end method

.method public native getBytes(Ljava/lang/String;)[B
.end method

.method public native getBytes(Ljava/nio/charset/Charset;)[B
.end method

.method public native getChars(II[CI)V
.end method

.method public native regionMatches(ILjava/lang/String;II)Z
.end method

.method public native regionMatches(ZILjava/lang/String;II)Z
.end method

.method public native split(Ljava/lang/String;)[Ljava/lang/String;
.end method

.method public native split(Ljava/lang/String;I)[Ljava/lang/String;
.end method

.method public native matches(Ljava/lang/String;)Z
.end method

.method public native replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
.end method

.method public native replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
.end method

.method public static native valueOf(C)Ljava/lang/String;
.end method

.method public static native valueOf(I)Ljava/lang/String;
.end method

.method public static native valueOf(J)Ljava/lang/String;
.end method

.method public static native valueOf(Z)Ljava/lang/String;
.end method

.method public static native valueOf(F)Ljava/lang/String;
.end method

.method public static native valueOf(D)Ljava/lang/String;
.end method

.method public static native valueOf([C)Ljava/lang/String;
.end method

.method public static native copyValueOf([C)Ljava/lang/String;
.end method

.method public toString()Ljava/lang/String;
    .registers 1
    return-object p0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/String;
    invoke-virtual {p0, p1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static valueOf(Ljava/lang/Object;)Ljava/lang/String;
    .registers 2
    if-nez p0, :obj
    const-string v0, "null"
    return-object v0
    :obj
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public contentEquals(Ljava/lang/CharSequence;)Z
    .registers 3
    invoke-interface {p1}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static varargs format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 4
    new-instance v0, Ljava/util/Formatter;
    invoke-direct {v0, p0}, Ljava/util/Formatter;-><init>(Ljava/util/Locale;)V
    invoke-virtual {v0, p1, p2}, Ljava/util/Formatter;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    invoke-virtual {v0}, Ljava/util/Formatter;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/util/Formatter;
    invoke-direct {v0}, Ljava/util/Formatter;-><init>()V
    invoke-virtual {v0, p0, p1}, Ljava/util/Formatter;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Formatter;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public contentEquals(Ljava/lang/StringBuffer;)Z
    .registers 3
    invoke-virtual {p1}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# join: the delimiter's and then each element's toString() (null as "null"), as the
# JDK's String.join does.
.method public static varargs join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
    .registers 7
    invoke-interface {p0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    array-length v1, p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    if-eqz v3, :first
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    aget-object v4, p1, v3
    invoke-static {v4}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    .registers 7
    invoke-interface {p0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v3, 0
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v4
    if-eqz v4, :done
    if-eqz v3, :first
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    const/4 v3, 1
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
