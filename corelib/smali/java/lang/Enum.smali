.class public abstract Ljava/lang/Enum;
.super Ljava/lang/Object;
.source "Enum.java"
.implements Ljava/lang/Comparable;
.implements Ljava/io/Serializable;


.field private final name:Ljava/lang/String;
.field private final ordinal:I

.method protected constructor <init>(Ljava/lang/String;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Enum;->name:Ljava/lang/String;
    iput p2, p0, Ljava/lang/Enum;->ordinal:I
    return-void
.end method

.method public final name()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Ljava/lang/Enum;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final ordinal()I
    .locals 1
    iget v0, p0, Ljava/lang/Enum;->ordinal:I
    return v0
.end method

.method public toString()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Ljava/lang/Enum;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .locals 1
    if-ne p0, p1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public final hashCode()I
    .locals 1
    invoke-super {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    return v0
.end method

.method public final compareTo(Ljava/lang/Enum;)I
    .locals 2
    iget v0, p0, Ljava/lang/Enum;->ordinal:I
    iget v1, p1, Ljava/lang/Enum;->ordinal:I
    sub-int/2addr v0, v1
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .locals 1
    check-cast p1, Ljava/lang/Enum;
    invoke-virtual {p0, p1}, Ljava/lang/Enum;->compareTo(Ljava/lang/Enum;)I
    move-result v0
    return v0
.end method

.method public final getDeclaringClass()Ljava/lang/Class;
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    return-object v0
.end method

.method static native enumConstants(Ljava/lang/Class;)[Ljava/lang/Object;
.end method

.method public static valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    .locals 5
    if-nez p1, :named
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Name is null"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :named
    invoke-static {p0}, Ljava/lang/Enum;->enumConstants(Ljava/lang/Class;)[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :missing
    aget-object v3, v0, v2
    check-cast v3, Ljava/lang/Enum;
    iget-object v4, v3, Ljava/lang/Enum;->name:Ljava/lang/String;
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :next
    return-object v3
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :missing
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "No enum constant "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    const/16 v2, 0x24
    const/16 v3, 0x2e
    invoke-virtual {v1, v2, v3}, Ljava/lang/String;->replace(CC)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/IllegalArgumentException;
    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
.end method
